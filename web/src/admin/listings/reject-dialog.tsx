import { useRef, useState } from 'react';
import { REJECTION_NOTE_MAX } from '#shared/admin/listings';
import { Field } from '../../ui/field';
import { Dialog, DialogActions } from '../../ui/dialog';
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
    <Dialog
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
          <Field id="reject-reason" label={REJECT_COPY.reason} error={error ?? undefined}>
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
          </Field>
          <Field
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
          </Field>
          <DialogActions
            busy={busy}
            confirmLabel={REJECT_COPY.confirm}
            busyLabel={REJECT_COPY.busy}
            onCancel={close}
          />
        </form>
      )}
    </Dialog>
  );
}
