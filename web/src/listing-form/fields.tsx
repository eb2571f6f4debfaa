import { Field } from '../ui/field';

type InputFieldProps = {
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string | undefined;
  hint?: string | undefined;
  type?: 'text';
  inputMode?: 'numeric' | 'text';
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
};

/** A labelled one-line input (text, or a number typed as text); dates: UkDateField. */
export function InputField({
  id,
  label,
  error,
  hint,
  type = 'text',
  onChange,
  ...rest
}: InputFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          {...rest}
          type={type}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
