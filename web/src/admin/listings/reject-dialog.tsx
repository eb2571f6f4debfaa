import { useRef } from 'react';
import { REJECTION_NOTE_MAX, rejectListingSchema } from '#shared/admin/listings';
import { schemaCheck, useForm } from '../../forms/use-form';
import { Field } from '../../ui/field';
import { FormDialog } from '../../ui/dialog';
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

/** What the moderator fills in: the API's own rule for them (the version is the page's). */
const rejectFormSchema = rejectListingSchema.pick({ reason: true, note: true });

/**
 * Asks why a listing is rejected: a reason from the settings' list (required) and a note in the
 * moderator's words; the seller gets both by e-mail and on their listing page. Checked with
 * the API's own schema, whose words the messages are ('Please choose a reason').
 */
export function RejectDialog({ name, reasons, busy, onReject, onClose }: RejectDialogProps) {
  const form = useForm({
    initial: { reason: '', note: '' },
    check: schemaCheck(rejectFormSchema),
    idPrefix: 'reject',
    order: ['reason', 'note'],
  });
  const { values, errors } = form;
  const reasonRef = useRef<HTMLSelectElement>(null);

  function submit() {
    if (!busy) void form.submit((valid) => onReject(valid.reason, valid.note));
  }

  return (
    <FormDialog
      id="reject-listing"
      title={REJECT_COPY.title}
      description={<p>Reject {name}? It leaves the site until the seller changes it.</p>}
      busy={busy}
      onClose={onClose}
      initialFocusRef={reasonRef}
      onSubmit={submit}
      confirmLabel={REJECT_COPY.confirm}
      busyLabel={REJECT_COPY.busy}
    >
      <Field id={form.idOf('reason')} label={REJECT_COPY.reason} error={errors.reason}>
        {(control) => (
          <select
            {...control}
            ref={reasonRef}
            name="reason"
            value={values.reason}
            onChange={(event) => form.set('reason', event.target.value)}
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
        id={form.idOf('note')}
        label={REJECT_COPY.note}
        error={errors.note}
        hint={`${REJECT_COPY.noteHint} ${formatNumber(values.note.length)} / ${formatNumber(REJECTION_NOTE_MAX)}`}
      >
        {(control) => (
          <textarea
            {...control}
            name="note"
            rows={4}
            maxLength={REJECTION_NOTE_MAX}
            value={values.note}
            onChange={(event) => form.set('note', event.target.value)}
          />
        )}
      </Field>
    </FormDialog>
  );
}
