type CheckboxFieldProps = {
  id: string;
  label: string;
  /** Checked sets the filter to true; unchecked removes it (no "must be false" filter). */
  checked: boolean;
  onChange: (checked: boolean) => void;
};

export function CheckboxField({ id, label, checked, onChange }: CheckboxFieldProps) {
  return (
    <div className="flex items-center gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 shrink-0 rounded border-slate-500 accent-brand-700"
      />
      <label htmlFor={id} className="py-1 text-sm font-medium text-ink">
        {label}
      </label>
    </div>
  );
}
