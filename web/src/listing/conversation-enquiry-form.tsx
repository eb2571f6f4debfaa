import { useRef, useState, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGE_MAX_CHARS, sendMessageBodySchema } from '#shared/messages';
import { pages } from '#shared/pages';
import { startConversation } from '../api/use-messages';
import { ApiError } from '../api/fetch-json';
import { schemaCheck, useForm } from '../forms/use-form';
import { Button } from '../ui/button';
import { TextInput } from '../ui/field';
import { EnquiryFrame, EnquiryRefusal } from './enquiry-frame';
import { textLinkClass } from '../ui/text-link';

type ConversationEnquiryFormProps = {
  ref?: Ref<HTMLElement>;
  listingId: string;
  title: string;
  onClose: () => void;
};

type Status =
  | { kind: 'editing' }
  | { kind: 'sent'; conversationId: string }
  | { kind: 'refused'; message: string };

/**
 * A signed-in buyer's enquiry (decision 075): the message alone, since the account says who is
 * asking; it starts (or continues) a conversation in Messages, where the seller's reply arrives.
 */
export function ConversationEnquiryForm({
  ref,
  listingId,
  title,
  onClose,
}: ConversationEnquiryFormProps) {
  const form = useForm({
    initial: { text: `Hi, is the ${title} still available?` },
    check: schemaCheck(sendMessageBodySchema),
    idPrefix: 'enquiry',
    order: ['text'],
  });
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const doneRef = useRef<HTMLParagraphElement>(null);

  async function send(text: string) {
    setStatus({ kind: 'editing' });
    try {
      const sent = await startConversation(listingId, text);
      setStatus({ kind: 'sent', conversationId: sent.conversation_id });
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch (error) {
      setStatus({
        kind: 'refused',
        message: error instanceof ApiError ? error.message : 'Your message could not be sent.',
      });
    }
  }

  return (
    <EnquiryFrame ref={ref} heading="Message the seller">
      {status.kind === 'sent' ? (
        <div className="mt-3">
          <p ref={doneRef} tabIndex={-1} role="status" className="font-semibold text-emerald-800">
            Your message has been sent. The seller’s reply will be in your messages.
          </p>
          <Link
            to={pages.messageThread.build({ conversationId: status.conversationId })}
            className={textLinkClass({ className: 'mt-2 inline-block' })}
          >
            Open the conversation
          </Link>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void form.submit((valid) => send(valid.text));
          }}
          className="mt-3 space-y-4"
        >
          <p className="text-sm text-muted">
            Your message goes to the seller’s VanYard inbox; your e-mail address is not shown.
          </p>
          <TextInput
            {...form.field('text')}
            label="Message *"
            rows={5}
            maxLength={MESSAGE_MAX_CHARS}
          />
          {status.kind === 'refused' ? <EnquiryRefusal message={status.message} /> : null}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={form.busy}>
              {form.busy ? 'Sending…' : 'Send message'}
            </Button>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </EnquiryFrame>
  );
}
