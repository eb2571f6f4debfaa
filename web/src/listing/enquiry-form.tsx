import { useRef, useState, type FormEvent, type Ref } from 'react';
import { ENQUIRY_LIMITS } from '../../../shared/listing-detail';
import { sendEnquiry } from '../api/use-listing-detail';
import { EnquiryFieldInput } from './enquiry-field';
import {
  enquiryFailure,
  validateEnquiry,
  type EnquiryDraft,
  type EnquiryErrors,
  type EnquiryField,
} from './enquiry-validation';

type EnquiryFormProps = {
  ref?: Ref<HTMLElement>;
  listingId: string;
  title: string;
  onClose: () => void;
};

type Status =
  | { kind: 'editing' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'refused'; message: string };

/**
 * The enquiry relayed to the seller by e-mail: the seller's address never reaches the page.
 * Checked with the shared schema before sending; the server's field messages show the same way.
 */
export function EnquiryForm({ ref, listingId, title, onClose }: EnquiryFormProps) {
  const [draft, setDraft] = useState<EnquiryDraft>({
    name: '',
    email: '',
    phone: '',
    message: `Hi, is the ${title} still available?`,
    company: '',
  });
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);

  const change = (field: EnquiryField | 'company') => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  function focusFirstError(found: EnquiryErrors) {
    const first = (['name', 'email', 'phone', 'message'] as const).find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const checked = validateEnquiry(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(checked.errors);
      return;
    }
    setErrors({});
    setStatus({ kind: 'sending' });
    try {
      await sendEnquiry(listingId, checked.request);
      setStatus({ kind: 'sent' });
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch (error) {
      const failure = enquiryFailure(error);
      if (failure.kind === 'fields') {
        setErrors(failure.errors);
        setStatus({ kind: 'editing' });
        focusFirstError(failure.errors);
      } else {
        setStatus({ kind: 'refused', message: failure.message });
      }
    }
  }

  return (
    <section
      ref={ref}
      id="enquiry-form"
      aria-labelledby="enquiry-heading"
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="enquiry-heading" className="text-lg font-bold text-ink">
        Email the seller
      </h2>
      {status.kind === 'sent' ? (
        <div className="mt-3">
          <p ref={doneRef} tabIndex={-1} role="status" className="font-semibold text-emerald-800">
            Your message has been sent. The seller will reply to {draft.email.trim()}.
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
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => void submit(event)}
          className="mt-3 space-y-4"
        >
          <p className="text-sm text-muted">
            Your message is sent to the seller by email. Fields marked * are required.
          </p>
          <EnquiryFieldInput
            name="name"
            label="Your name *"
            autoComplete="name"
            maxLength={ENQUIRY_LIMITS.name}
            value={draft.name}
            error={errors.name}
            onChange={change('name')}
          />
          <EnquiryFieldInput
            name="email"
            label="Your email *"
            type="email"
            autoComplete="email"
            maxLength={ENQUIRY_LIMITS.email}
            value={draft.email}
            error={errors.email}
            onChange={change('email')}
          />
          <EnquiryFieldInput
            name="phone"
            label="Your phone (optional)"
            type="tel"
            autoComplete="tel"
            maxLength={ENQUIRY_LIMITS.phone}
            value={draft.phone}
            error={errors.phone}
            onChange={change('phone')}
          />
          <EnquiryFieldInput
            name="message"
            label="Message *"
            multiline
            maxLength={ENQUIRY_LIMITS.message}
            value={draft.message}
            error={errors.message}
            onChange={change('message')}
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
              value={draft.company}
              onChange={(event) => change('company')(event.target.value)}
            />
          </div>
          {status.kind === 'refused' ? (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
              {status.message}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              disabled={status.kind === 'sending'}
              className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
            >
              {status.kind === 'sending' ? 'Sending…' : 'Send message'}
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
    </section>
  );
}
