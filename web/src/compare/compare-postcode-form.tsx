import { useState, type FormEvent } from 'react';
import { formatPostcode, POSTCODE_INVALID_MESSAGE } from '#shared/postcode';
import { Button } from '../ui/button';
import { TextInput } from '../ui/field';

type ComparePostcodeFormProps = {
  /** The postcode the distances are from now, or null. */
  postcode: string | null;
  /** The server could not place it (422), said under the field. */
  serverError: string | undefined;
  onChange: (postcode: string | null) => void;
};

/** 'Your postcode': sets the page's postcode so each van's distance shows; empty clears it. */
export function ComparePostcodeForm({ postcode, serverError, onChange }: ComparePostcodeFormProps) {
  const [value, setValue] = useState(postcode ?? '');
  const [error, setError] = useState<string | undefined>(undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (value.trim() === '') {
      setError(undefined);
      onChange(null);
      return;
    }
    const formatted = formatPostcode(value);
    if (!formatted) {
      setError(POSTCODE_INVALID_MESSAGE);
      return;
    }
    setError(undefined);
    setValue(formatted);
    onChange(formatted);
  }

  return (
    <form
      onSubmit={submit}
      aria-label="Distance from your postcode"
      noValidate
      className="flex flex-wrap items-start gap-x-3 gap-y-2"
    >
      <div className="w-48">
        <TextInput
          name="postcode"
          id="compare-postcode"
          label="Your postcode"
          value={value}
          onChange={setValue}
          error={error ?? serverError}
          autoComplete="postal-code"
        />
      </div>
      <Button type="submit" variant="secondary" className="sm:mt-7">
        Show distances
      </Button>
    </form>
  );
}
