import { useState } from 'react';
import { formatPostcode, POSTCODE_INVALID_MESSAGE, POSTCODE_TOOLTIP } from '#shared/postcode';
import { DEFAULT_RADIUS_MILES, RADIUS_CHOICES, type Radius } from '#shared/search/constants';
import { InfoTooltip } from '../../ui/info-tooltip';
import { radiusHint } from '../search-copy';
import { CONTROL, ERROR, HINT, LABEL } from '../../ui/field-styles';
import { useSyncedText } from '../../lib/use-synced-text';

type PostcodeFieldProps = {
  postcode: string | undefined;
  radius: Radius | undefined;
  /** A valid postcode, formatted ('M1 1AE'), or undefined once the field is emptied. */
  onPostcode: (postcode: string | undefined) => void;
  onRadius: (radius: Radius) => void;
};

/**
 * Postcode entry. A valid postcode is passed on at once; an invalid one is
 * pointed out when the user leaves the field or presses Enter (not at every keystroke), then
 * checked again as they type.
 */
export function PostcodeField({ postcode, radius, onPostcode, onRadius }: PostcodeFieldProps) {
  const [text, setText] = useSyncedText(
    postcode,
    (current) => current ?? '',
    (typed, current) => (formatPostcode(typed) ?? '') === (current ?? ''),
  );
  const [showError, setShowError] = useState(false);
  const blank = text.trim() === '';
  const valid = formatPostcode(text) !== undefined;
  const invalid = showError && !blank && !valid;

  function check() {
    setShowError(!blank && !valid);
  }

  function change(typed: string) {
    setText(typed);
    const formatted = formatPostcode(typed);
    if (showError) setShowError(typed.trim() !== '' && !formatted);
    if (formatted && formatted !== postcode) onPostcode(formatted);
    else if (typed.trim() === '' && postcode) onPostcode(undefined);
  }

  return (
    <div className="space-y-3">
      <div>
        <div className="flex items-center gap-2">
          <label htmlFor="filter-postcode" className={LABEL}>
            Postcode
          </label>
          <InfoTooltip label="About postcode search" text={POSTCODE_TOOLTIP} />
        </div>
        <input
          id="filter-postcode"
          type="text"
          value={text}
          maxLength={16}
          autoComplete="postal-code"
          autoCapitalize="characters"
          placeholder="e.g. N19AB"
          aria-invalid={invalid || undefined}
          aria-describedby={
            invalid ? 'filter-postcode-error' : postcode ? 'filter-postcode-hint' : undefined
          }
          onChange={(event) => change(event.target.value)}
          onBlur={check}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            check();
            // Enter would submit the drawer's form and close it over the error it should show.
            if (!blank && !valid) event.preventDefault();
          }}
          className={`${CONTROL} uppercase placeholder:normal-case`}
        />
        {invalid ? (
          <p id="filter-postcode-error" className={ERROR}>
            {POSTCODE_INVALID_MESSAGE}
          </p>
        ) : postcode && valid ? (
          <p id="filter-postcode-hint" className={HINT}>
            {radiusHint(radius ?? DEFAULT_RADIUS_MILES)}
          </p>
        ) : null}
      </div>
      {postcode ? (
        <div>
          <label htmlFor="filter-radius" className={LABEL}>
            Search radius
          </label>
          <select
            id="filter-radius"
            value={String(radius ?? DEFAULT_RADIUS_MILES)}
            onChange={(event) =>
              onRadius(
                event.target.value === 'national'
                  ? 'national'
                  : (Number(event.target.value) as Radius),
              )
            }
            className={CONTROL}
          >
            {RADIUS_CHOICES.map((miles) => (
              <option key={miles} value={miles}>
                {miles} miles
              </option>
            ))}
            <option value="national">National</option>
          </select>
        </div>
      ) : null}
    </div>
  );
}
