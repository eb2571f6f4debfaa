import { CONTROL, LABEL } from '../../ui/field-styles';
import { useSyncedText } from '../../lib/use-synced-text';

type TextFieldProps = {
  id: string;
  label: string;
  value: string | undefined;
  /** The filter value of a text ('Staines upon Thames' -> 'staines-upon-thames'); '' is none. */
  normalise: (text: string) => string;
  /** How a value reads in the input when it comes from the URL. */
  display: (value: string) => string;
  onChange: (value: string | undefined) => void;
  maxLength: number;
  placeholder?: string;
  autoComplete?: string;
};

export function TextField({
  id,
  label,
  value,
  normalise,
  display,
  onChange,
  maxLength,
  placeholder,
  autoComplete = 'off',
}: TextFieldProps) {
  const [text, setText] = useSyncedText(
    value,
    (current) => (current ? display(current) : ''),
    (typed, current) => normalise(typed) === (current ?? ''),
  );
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        value={text}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete={autoComplete}
        onChange={(event) => {
          setText(event.target.value);
          onChange(normalise(event.target.value) || undefined);
        }}
        className={CONTROL}
      />
    </div>
  );
}
