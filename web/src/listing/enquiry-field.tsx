import { useId } from 'react';

type EnquiryFieldInputProps = {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  maxLength: number;
  multiline?: boolean;
};

/** A labelled field whose message is tied to it (aria-invalid, aria-describedby). */
export function EnquiryFieldInput({
  name,
  label,
  value,
  error,
  onChange,
  type = 'text',
  autoComplete,
  maxLength,
  multiline = false,
}: EnquiryFieldInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    value,
    maxLength,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: `mt-1 block w-full rounded-md border px-3 py-2 text-ink ${
      error ? 'border-red-700' : 'border-slate-400'
    }`,
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={5} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type={type} onChange={(event) => onChange(event.target.value)} />
      )}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
