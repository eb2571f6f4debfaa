import { useRef, useState } from 'react';
import { REJECTION_NOTE_MAX } from '#shared/admin/listings';
import { FormField } from '../../forms/form-field';
import { AdminDialog } from '../ui/admin-dialog';
import { DANGER_BUTTON, SECONDARY_BUTTON } from '../ui/admin-styles';
import { REJECT_COPY } from './action-copy';
import { formatNumber } from '#shared/format';

type RejectDialogProps = {
  /** The listing's name ('2019 Ford Transit'). */
  name: string;
  reasons: readonly string[];
  busy: boolean;
  onReject: (reason: string, note: string) => void;
  onClose: () => void;
};

export const REASON_REQUIRED = 'Please choose a reason';

/**
 * Asks why a listing is rejected: a reason from the settings' list (required) and a note in the
 * moderator's words; the seller gets both by e-mail and on their listing page.
 */
export function RejectDialog({ name, reasons, busy, onReject, onClose }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reasonRef = useRef<HTMLSelectElement>(null);

  function submit() {
    if (busy) return;
    if (!reason) {
      setError(REASON_REQUIRED);
      reasonRef.current?.focus();
      return;
    }
    onReject(reason, note.trim());
  }

  return (
    <AdminDialog
      id="reject-listing"
      title={REJECT_COPY.title}
      description={<p>Reject {name}? It leaves the site until the seller changes it.</p>}
      busy={busy}
      onClose={onClose}
      initialFocusRef={reasonRef}
    >
      {(close) => (
        <form
          noValidate
          className="mt-4 grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <FormField id="reject-reason" label={REJECT_COPY.reason} error={error ?? undefined}>
            {(control) => (
              <select
                {...control}
                ref={reasonRef}
                name="reason"
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                  setError(null);
                }}
              >
                <option value="">{REJECT_COPY.reasonPlaceholder}</option>
                {reasons.map((choice) => (
                  <option key={choice} value={choice}>
                    {choice}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            id="reject-note"
            label={REJECT_COPY.note}
            hint={`${REJECT_COPY.noteHint} ${formatNumber(note.length)} / ${formatNumber(REJECTION_NOTE_MAX)}`}
          >
            {(control) => (
              <textarea
                {...control}
                name="note"
                rows={4}
                maxLength={REJECTION_NOTE_MAX}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
            )}
          </FormField>
          <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" disabled={busy} onClick={close} className={SECONDARY_BUTTON}>
              Cancel
            </button>
            <button type="submit" aria-disabled={busy || undefined} className={DANGER_BUTTON}>
              {busy ? REJECT_COPY.busy : REJECT_COPY.confirm}
            </button>
          </div>
          <p role="status" className="sr-only">
            {busy ? REJECT_COPY.busy : ''}
          </p>
        </form>
      )}
    </AdminDialog>
  );
}
