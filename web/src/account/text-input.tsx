import { FormField } from '../components/form-field';

type TextInputProps = {
  name: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'url';
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'tel' | 'url';
  maxLength?: number;
  onChange: (value: string) => void;
};

/** A labelled input of the account forms; its id is `field-{name}` so a form can focus it. */
export function TextInput({
  name,
  label,
  value,
  error,
  hint,
  type = 'text',
  onChange,
  ...rest
}: TextInputProps) {
  return (
    <FormField id={`field-${name}`} label={label} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          {...rest}
          name={name}
          type={type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
