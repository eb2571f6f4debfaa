import { fieldDescribedBy, FieldMessages } from './field';
import { HINT } from './field-styles';

type CheckboxProps = {
  id: string;
  name?: string;
  label: string;
  checked: boolean;
  error?: string | undefined;
  hint?: string | undefined;
  onChange: (checked: boolean) => void;
  /** 'filter': the search panel's smaller label beside a bordered box. */
  density?: 'form' | 'filter';
};

/** A checkbox with its label beside it. */
export function Checkbox({
  id,
  name,
  label,
  checked,
  error,
  hint,
  onChange,
  density = 'form',
}: CheckboxProps) {
  return (
    <div>
      <div className={density === 'form' ? 'flex items-start gap-3' : 'flex items-center gap-3'}>
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(id, error, hint)}
          onChange={(event) => onChange(event.target.checked)}
          className={
            density === 'form'
              ? 'mt-0.5 size-5 shrink-0 accent-brand-700'
              : 'size-5 shrink-0 rounded border-slate-500 accent-brand-700'
          }
        />
        <label
          htmlFor={id}
          className={
            density === 'form' ? 'font-medium text-ink' : 'py-1 text-sm font-medium text-ink'
          }
        >
          {label}
        </label>
      </div>
      <FieldMessages id={id} error={error} hint={hint} hintClassName={`${HINT} pl-8`} />
    </div>
  );
}
