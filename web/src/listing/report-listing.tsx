import { useRef, useState } from 'react';
import { formatNumber } from '#shared/format';
import {
  REPORT_MESSAGES,
  REPORT_NOTE_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  reportRequestSchema,
  type ReportRequest,
} from '#shared/reports';
import { reportListingRoute } from '#shared/api/routes/report-listing';
import { callApi } from '../api/client';
import { schemaCheck, useForm, type FormCheck } from '../forms/use-form';
import { buttonClass } from '../ui/button';
import { Dialog, DialogActions } from '../ui/dialog';
import { FieldMessages, fieldDescribedBy } from '../ui/field';
import { CONTROL, LABEL } from '../ui/field-styles';
import { REPORT_FIELDS, reportFailure } from './report-failure';

export const REPORT_COPY = {
  open: 'Report this listing',
  title: 'Report this listing',
  reasonLegend: 'What is wrong with it?',
  note: 'Tell us more (optional unless you chose Other)',
  send: 'Send report',
  sending: 'Sending…',
  close: 'Close',
} as const;

/**
 * 'Report this listing' under the seller card: a button (no account needed) that opens the kit's
 * dialog with a reason and a note. After sending, the dialog says thanks and so does the line
 * left under the button, so the buyer knows it went (decision 067).
 */
export function ReportListing({ listingId, title }: { listingId: string; title: string }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <div className="text-sm">
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={`${buttonClass({ variant: 'link' })} inline-flex min-h-10 items-center`}
      >
        {REPORT_COPY.open}
      </button>
      {sent ? (
        <p role="status" className="mt-1 text-emerald-800">
          {REPORT_MESSAGES.received}
        </p>
      ) : null}
      {open ? (
        <ReportDialog
          listingId={listingId}
          title={title}
          onSent={() => setSent(true)}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}

type ReportDialogProps = {
  listingId: string;
  title: string;
  onSent: () => void;
  onClose: () => void;
};

function ReportDialog({ listingId, title, onSent, onClose }: ReportDialogProps) {
  const form = useForm({
    initial: { reason: '', note: '' },
    // Nothing is chosen at first: the schema's own message asks for a reason.
    check: schemaCheck(reportRequestSchema, { fields: REPORT_FIELDS }) as FormCheck<
      { reason: string; note: string },
      ReportRequest
    >,
    idPrefix: 'report',
    // The first radio takes the focus for the reason's message.
    idOf: (name) => (name === 'reason' ? `report-reason-${REPORT_REASONS[0]}` : `report-${name}`),
    order: REPORT_FIELDS,
  });
  const [outcome, setOutcome] = useState<'editing' | 'sent' | string>('editing');
  const firstRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);
  const { values, errors } = form;

  async function send(report: ReportRequest) {
    setOutcome('editing');
    try {
      await callApi(reportListingRoute, { path: { id: listingId }, body: report });
      setOutcome('sent');
      onSent();
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch (error) {
      const failure = reportFailure(error);
      if (failure.kind === 'fields') form.showErrors(failure.errors);
      else setOutcome(failure.message);
    }
  }

  const reasonError = errors.reason;
  const noteId = 'report-note';
  return (
    <Dialog
      id="report-listing"
      title={REPORT_COPY.title}
      description={<p>Tell us what is wrong with the {title}. We will look into it.</p>}
      busy={form.busy}
      onClose={onClose}
      initialFocusRef={firstRef}
    >
      {(close) =>
        outcome === 'sent' ? (
          <div className="mt-4">
            <p className="font-semibold text-emerald-800">{REPORT_MESSAGES.received}</p>
            <div className="mt-6 flex justify-end">
              <button
                ref={doneRef}
                type="button"
                onClick={close}
                className={buttonClass({ variant: 'secondary' })}
              >
                {REPORT_COPY.close}
              </button>
            </div>
          </div>
        ) : (
          <form
            noValidate
            className="mt-4 grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (!form.busy) void form.submit(send);
            }}
          >
            <fieldset
              className="min-w-0"
              aria-describedby={reasonError ? 'report-reason-error' : undefined}
            >
              <legend className={LABEL}>{REPORT_COPY.reasonLegend}</legend>
              <div className="mt-2 grid gap-1">
                {REPORT_REASONS.map((reason, index) => (
                  <label
                    key={reason}
                    className="flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-slate-50"
                  >
                    <input
                      ref={index === 0 ? firstRef : undefined}
                      id={`report-reason-${reason}`}
                      type="radio"
                      name="reason"
                      value={reason}
                      checked={values.reason === reason}
                      aria-invalid={reasonError ? true : undefined}
                      onChange={() => form.set('reason', reason)}
                      className="size-4 shrink-0 accent-brand-700"
                    />
                    <span className="text-ink">{REPORT_REASON_LABELS[reason]}</span>
                  </label>
                ))}
              </div>
              <FieldMessages id="report-reason" error={reasonError} />
            </fieldset>
            <div>
              <label htmlFor={noteId} className={LABEL}>
                {REPORT_COPY.note}
              </label>
              <textarea
                id={noteId}
                name="note"
                rows={4}
                maxLength={REPORT_NOTE_MAX}
                value={values.note}
                onChange={(event) => form.set('note', event.target.value)}
                aria-invalid={errors.note ? true : undefined}
                aria-describedby={fieldDescribedBy(noteId, errors.note, 'note-count')}
                className={CONTROL}
              />
              <FieldMessages
                id={noteId}
                error={errors.note}
                hint={`${formatNumber(values.note.length)} / ${formatNumber(REPORT_NOTE_MAX)} characters`}
              />
            </div>
            {outcome !== 'editing' ? (
              <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
                {outcome}
              </p>
            ) : null}
            <DialogActions
              busy={form.busy}
              confirmLabel={REPORT_COPY.send}
              busyLabel={REPORT_COPY.sending}
              onCancel={close}
              tone="primary"
            />
          </form>
        )
      }
    </Dialog>
  );
}
