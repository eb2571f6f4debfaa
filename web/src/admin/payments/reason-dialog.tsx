import { useRef, type ReactNode } from 'react';
import { REFUND_REASON_MAX, refundRequestSchema } from '#shared/admin/payments';
import { schemaCheck, useForm } from '../../forms/use-form';
import { Field } from '../../ui/field';
import { FormDialog } from '../../ui/dialog';

type ReasonDialogProps = {
  id: string;
  title: string;
  /** What will happen, read out with the title. */
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/**
 * Asks for a change that needs a reason (a refund, ending a boost early): the reason is checked
 * with the API's own rule (refundRequestSchema) before anything is sent, and kept in the audit
 * trail. Cancel and Escape leave everything as it was.
 */
export function ReasonDialog({
  id,
  title,
  description,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const form = useForm({
    initial: { reason: '' },
    check: schemaCheck(refundRequestSchema),
    idPrefix: id,
  });
  const inputRef = useRef<HTMLInputElement>(null);

  function submit() {
    if (!busy) void form.submit((valid) => onConfirm(valid.reason));
  }

  return (
    <FormDialog
      id={id}
      title={title}
      description={description}
      busy={busy}
      onClose={onClose}
      initialFocusRef={inputRef}
      onSubmit={submit}
      confirmLabel={confirmLabel}
      busyLabel={busyLabel}
    >
      <Field
        id={form.idOf('reason')}
        label="Reason"
        error={form.errors.reason}
        hint="Kept in the audit trail."
      >
        {(control) => (
          <input
            {...control}
            ref={inputRef}
            type="text"
            name="reason"
            autoComplete="off"
            maxLength={REFUND_REASON_MAX}
            value={form.values.reason}
            onChange={(event) => form.set('reason', event.target.value)}
          />
        )}
      </Field>
    </FormDialog>
  );
}
