import { useRef, useState, type ReactNode } from 'react';
import { REFUND_REASON_MAX, refundRequestSchema } from '#shared/admin/payments';
import { Field } from '../../ui/field';
import { Dialog, DialogActions } from '../../ui/dialog';

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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  function submit() {
    if (busy) return;
    const parsed = refundRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please say why');
      inputRef.current?.focus();
      return;
    }
    onConfirm(parsed.data.reason);
  }

  return (
    <Dialog
      id={id}
      title={title}
      description={description}
      busy={busy}
      onClose={onClose}
      initialFocusRef={inputRef}
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
          <Field
            id={`${id}-reason`}
            label="Reason"
            error={error ?? undefined}
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
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                  setError(null);
                }}
              />
            )}
          </Field>
          <DialogActions
            busy={busy}
            confirmLabel={confirmLabel}
            busyLabel={busyLabel}
            onCancel={close}
          />
        </form>
      )}
    </Dialog>
  );
}
