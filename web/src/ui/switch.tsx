import type { ReactNode } from 'react';
import { fieldDescribedBy, FieldMessages } from './field';
import { LABEL } from './field-styles';

type SwitchProps = {
  id: string;
  label: string;
  checked: boolean;
  error?: string | undefined;
  hint?: ReactNode;
  onChange: (checked: boolean) => void;
};

/** An on/off switch: a button with role="switch" and aria-checked, named by its label. */
export function Switch({ id, label, checked, error, hint, onChange }: SwitchProps) {
  const labelId = `${id}-label`;
  return (
    <div>
      <label id={labelId} htmlFor={id} className={LABEL}>
        {label}
      </label>
      <div className="mt-2 flex items-center gap-3">
        <button
          id={id}
          type="button"
          role="switch"
          aria-checked={checked}
          aria-labelledby={labelId}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(id, error, hint ? 'hint' : undefined)}
          onClick={() => onChange(!checked)}
          className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 transition-colors ${
            checked ? 'border-brand-700 bg-brand-700' : 'border-slate-500 bg-slate-200'
          }`}
        >
          <span
            aria-hidden="true"
            className={`inline-block size-5 rounded-full bg-white shadow ring-1 ring-slate-400 transition-transform ${
              checked ? 'translate-x-5' : 'translate-x-0.5'
            }`}
          />
        </button>
        <span aria-hidden="true" className="font-medium text-ink">
          {checked ? 'Yes' : 'No'}
        </span>
      </div>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
