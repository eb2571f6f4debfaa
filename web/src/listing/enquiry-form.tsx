import { useRef, useState, type FormEvent, type Ref } from 'react';
import { ENQUIRY_LIMITS, enquiryRequestSchema, type EnquiryRequest } from '#shared/listing-detail';
import { sendEnquiry } from '../api/use-listing-detail';
import { TextInput } from '../ui/field';
import { EnquiryFrame, EnquiryRefusal } from './enquiry-frame';
import { schemaCheck, useForm } from '../forms/use-form';
import { ENQUIRY_CHECK, ENQUIRY_FIELDS, enquiryFailure } from './enquiry-validation';

type EnquiryFormProps = {
  ref?: Ref<HTMLElement>;
  listingId: string;
  title: string;
  onClose: () => void;
};

type Status = { kind: 'editing' } | { kind: 'sent' } | { kind: 'refused'; message: string };

/**
 * The enquiry relayed to the seller by e-mail: the seller's address never reaches the page.
 * Checked with the shared schema before sending; the server's field messages show the same way.
 */
export function EnquiryForm({ ref, listingId, title, onClose }: EnquiryFormProps) {
  const form = useForm({
    initial: {
      name: '',
      email: '',
      phone: '',
      message: `Hi, is the ${title} still available?`,
      company: '',
    },
    check: schemaCheck(enquiryRequestSchema, ENQUIRY_CHECK),
    idPrefix: 'enquiry',
    order: ENQUIRY_FIELDS,
  });
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const doneRef = useRef<HTMLParagraphElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void form.submit(send);
  }

  /** Sends a checked enquiry (the form is busy meanwhile); a refusal shows on the form. */
  async function send(request: EnquiryRequest) {
    setStatus({ kind: 'editing' });
    try {
      await sendEnquiry(listingId, request);
      setStatus({ kind: 'sent' });
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch (error) {
      const failure = enquiryFailure(error);
      if (failure.kind === 'fields') form.showErrors(failure.errors);
      else setStatus({ kind: 'refused', message: failure.message });
    }
  }

  return (
    <EnquiryFrame ref={ref} heading="Email the seller">
      {status.kind === 'sent' ? (
        <div className="mt-3">
          <p ref={doneRef} tabIndex={-1} role="status" className="font-semibold text-emerald-800">
            Your message has been sent. The seller will reply to {form.values.email.trim()}.
          </p>
          <button
            type="button"
            onClick={onClose}
            className="mt-4 rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
          >
            Close
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-3 space-y-4">
          <p className="text-sm text-muted">
            Your message is sent to the seller by email. Fields marked * are required.
          </p>
          <TextInput
            {...form.field('name')}
            label="Your name *"
            autoComplete="name"
            maxLength={ENQUIRY_LIMITS.name}
          />
          <TextInput
            {...form.field('email')}
            label="Your email *"
            type="email"
            autoComplete="email"
            maxLength={ENQUIRY_LIMITS.email}
          />
          <TextInput
            {...form.field('phone')}
            label="Your phone (optional)"
            type="tel"
            autoComplete="tel"
            maxLength={ENQUIRY_LIMITS.phone}
          />
          <TextInput
            {...form.field('message')}
            label="Message *"
            rows={5}
            maxLength={ENQUIRY_LIMITS.message}
          />
          {/* A honeypot: people never see or reach it; bots fill it and the server drops them. */}
          <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
            <label htmlFor="enquiry-company">Company</label>
            <input
              id="enquiry-company"
              name="company"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={form.values.company}
              onChange={(event) => form.set('company', event.target.value)}
            />
          </div>
          {status.kind === 'refused' ? <EnquiryRefusal message={status.message} /> : null}
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              disabled={form.busy}
              className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
            >
              {form.busy ? 'Sending…' : 'Send message'}
            </button>
            <button
              type="button"
              onClick={onClose}
              className="rounded-md px-4 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
            >
              Cancel
            </button>
          </div>
        </form>
      )}
    </EnquiryFrame>
  );
}
