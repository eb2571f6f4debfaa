import { useEffect, useRef } from 'react';
import { MODERATION_REASON_LIMITS } from '#shared/admin/settings';
import { CONTROL, ERROR, HINT } from '../../ui/field-styles';
import { canAddReason, moveReason, removeReason } from './settings-form-state';
import { buttonClass } from '../../ui/button';

type ReasonsEditorProps = {
  reasons: readonly string[];
  errors: Record<string, string>;
  onChange: (reasons: string[], changed?: number) => void;
};

export const reasonInputId = (index: number) => `settings-reason-${index}`;

/**
 * The moderation reasons a moderator chooses from when rejecting, in the order offered: each a
 * labelled box with Move up, Move down and Remove (named with its number); Add reason appends an
 * empty one and puts the focus in it.
 */
export function ReasonsEditor({ reasons, errors, onChange }: ReasonsEditorProps) {
  const focusIndex = useRef<number | null>(null);
  useEffect(() => {
    if (focusIndex.current === null) return;
    document.getElementById(reasonInputId(focusIndex.current))?.focus();
    focusIndex.current = null;
  });

  function moveTo(index: number, by: -1 | 1) {
    onChange(moveReason(reasons, index, by));
    // The focus follows the reason, on the same button, so pressing it again moves it on.
    requestAnimationFrame(() =>
      document.getElementById(`${reasonInputId(index + by)}-${by < 0 ? 'up' : 'down'}`)?.focus(),
    );
  }

  const listError = errors.reasons;
  return (
    <fieldset
      aria-describedby={`settings-reasons-hint${listError ? ' settings-reasons-error' : ''}`}
    >
      <legend className="text-lg font-bold text-ink">Moderation reasons</legend>
      <p id="settings-reasons-hint" className={HINT}>
        What a moderator may choose from when rejecting a listing, in this order. Between{' '}
        {MODERATION_REASON_LIMITS.min} and {MODERATION_REASON_LIMITS.max}, each{' '}
        {MODERATION_REASON_LIMITS.minLength} to {MODERATION_REASON_LIMITS.maxLength} characters.
      </p>
      {listError ? (
        <p id="settings-reasons-error" className={ERROR}>
          {listError}
        </p>
      ) : null}
      <ol className="mt-4 space-y-4">
        {reasons.map((reason, index) => {
          const id = reasonInputId(index);
          const error = errors[`reason-${index}`];
          const number = index + 1;
          return (
            <li key={index} className="rounded-md border border-slate-200 p-3">
              <label htmlFor={id} className="block text-sm font-semibold text-ink">
                Reason {number}
              </label>
              <input
                id={id}
                type="text"
                value={reason}
                maxLength={MODERATION_REASON_LIMITS.maxLength + 20}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) => {
                  const next = [...reasons];
                  next[index] = event.target.value;
                  onChange(next, index);
                }}
                className={CONTROL}
              />
              {error ? (
                <p id={`${id}-error`} className={ERROR}>
                  {error}
                </p>
              ) : null}
              <div className="mt-2 flex flex-wrap gap-2">
                <button
                  id={`${id}-up`}
                  type="button"
                  disabled={index === 0}
                  // Names start with what the buttons show (label in name, WCAG 2.5.3).
                  aria-label={`Move up: reason ${number}`}
                  onClick={() => moveTo(index, -1)}
                  className={buttonClass({ variant: 'secondary', size: 'sm' })}
                >
                  Move up
                </button>
                <button
                  id={`${id}-down`}
                  type="button"
                  disabled={index === reasons.length - 1}
                  aria-label={`Move down: reason ${number}`}
                  onClick={() => moveTo(index, 1)}
                  className={buttonClass({ variant: 'secondary', size: 'sm' })}
                >
                  Move down
                </button>
                <button
                  type="button"
                  disabled={reasons.length <= MODERATION_REASON_LIMITS.min}
                  aria-label={`Remove reason ${number}`}
                  onClick={() => {
                    onChange(removeReason(reasons, index));
                    focusIndex.current = Math.min(index, reasons.length - 2);
                  }}
                  className={buttonClass({ variant: 'danger-outline', size: 'sm' })}
                >
                  Remove
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        disabled={!canAddReason(reasons)}
        onClick={() => {
          onChange([...reasons, '']);
          focusIndex.current = reasons.length;
        }}
        className={`${buttonClass({ variant: 'secondary', size: 'sm' })} mt-4`}
      >
        Add reason
      </button>
    </fieldset>
  );
}
