import { formatLongDate, formatLondonTime } from '#shared/format';
import type { ThreadResponse } from '#shared/messages';
import { scamWarnings } from '#shared/scam-warnings';
import { Link } from 'react-router-dom';
import { cardClass } from '../ui/card';
import { textLinkClass } from '../ui/text-link';
import { ListingFacts, ListingPhoto } from './listing-thumb';
import { MESSAGES_COPY as COPY } from './messages-copy';
import { BlockControl } from './block-control';
import { ReplyForm } from './reply-form';

/**
 * One conversation: the listing's card (photo, title, price, state, a link to the advert while
 * it has one), the messages oldest first with 'Seen' under the reader's own once the other side
 * has read them, and the send box. Message text is rendered as text: HTML shows as typed. A
 * buyer sees a warning under a seller's message that carries a scam pattern (decision 075).
 */
export function ThreadPane({ thread, onSent }: { thread: ThreadResponse; onSent: () => void }) {
  const { conversation, messages } = thread;
  const listing = conversation.listing;
  return (
    <section aria-labelledby="thread-heading" className={cardClass({ padding: 'compact' })}>
      <div className="flex gap-3 border-b border-slate-200 pb-3">
        <ListingPhoto listing={listing} size="h-20 w-20" />
        <div className="min-w-0">
          <h2 id="thread-heading" className="text-lg font-bold text-ink">
            {conversation.other_name}
          </h2>
          <p className="text-sm text-muted">
            {conversation.role === 'buyer' ? COPY.asBuyer : COPY.asSeller}: {listing.title}
          </p>
          <ListingFacts listing={listing} />
          {listing.card ? (
            <Link to={listing.card.path} className={textLinkClass({ className: 'text-sm' })}>
              {COPY.viewAdvert}
              <span className="sr-only"> {listing.title}</span>
            </Link>
          ) : null}
        </div>
      </div>
      {conversation.role === 'buyer' ? (
        <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-950">{COPY.safety}</p>
      ) : null}
      <ol aria-label={COPY.messagesLabel} className="mt-4 flex flex-col gap-3">
        {messages.map((message) => (
          <li
            key={message.id}
            data-testid="message"
            data-from-me={message.from_me}
            className={`max-w-[85%] ${message.from_me ? 'self-end text-right' : 'self-start'}`}
          >
            <p
              className={`rounded-2xl px-4 py-2 text-left whitespace-pre-wrap break-words ${message.from_me ? 'bg-brand-700 text-white' : 'bg-slate-100 text-ink'}`}
            >
              {message.text}
            </p>
            {conversation.role === 'buyer' && !message.from_me ? (
              <ScamWarnings text={message.text} />
            ) : null}
            <p className="mt-1 text-xs text-muted">
              <span className="sr-only">
                {message.from_me ? COPY.you : conversation.other_name},{' '}
              </span>
              <time dateTime={message.sent_at}>
                {formatLongDate(message.sent_at)}, {formatLondonTime(message.sent_at)}
              </time>
              {message.from_me ? ` · ${message.seen ? COPY.seen : COPY.sent}` : null}
            </p>
          </li>
        ))}
      </ol>
      {thread.blocked ? null : <ReplyForm conversationId={conversation.id} onSent={onSent} />}
      <BlockControl conversationId={conversation.id} blocked={thread.blocked} onChanged={onSent} />
    </section>
  );
}

/** The warnings of shared/scam-warnings.ts a message carries, under it; nothing for most. */
function ScamWarnings({ text }: { text: string }) {
  const rules = scamWarnings(text);
  if (rules.length === 0) return null;
  return (
    <div
      role="note"
      data-testid="scam-warning"
      className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-left text-sm text-amber-950"
    >
      <p className="font-semibold">{COPY.warningHeading}</p>
      <ul className="mt-1 list-disc pl-5">
        {rules.map((rule) => (
          <li key={rule.id}>{rule.warning}</li>
        ))}
      </ul>
    </div>
  );
}
