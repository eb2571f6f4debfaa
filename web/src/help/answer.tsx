import { MarkdownText } from '../ui/markdown';
import { ChevronRightIcon } from '../ui/icons';
import type { HelpTopic } from './answer-content';

/** An answer's Markdown as paragraphs, lists and links (raw HTML is never passed through). */
export function Answer({ markdown }: { markdown: string }) {
  return (
    <div className="prose-vy">
      <MarkdownText text={markdown} />
    </div>
  );
}

type TopicDetailsProps = {
  topic: HelpTopic;
  /** Open when first shown (search results); the reader can still close it. */
  initiallyOpen?: boolean;
};

/**
 * One question and answer as a native disclosure: the summary is a keyboard-operable control
 * (Enter or Space toggles it) without any script, and find-in-page opens it in Chromium.
 */
export function TopicDetails({ topic, initiallyOpen = false }: TopicDetailsProps) {
  return (
    <details
      id={topic.id}
      open={initiallyOpen}
      className="group scroll-mt-6 rounded-lg border border-slate-300 bg-white open:border-brand-200 open:shadow-sm"
    >
      <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-lg px-4 py-3 text-base font-semibold text-ink hover:bg-brand-50 sm:px-5 [&::-webkit-details-marker]:hidden">
        <span>{topic.question}</span>
        <ChevronRightIcon className="mt-0.5 size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-90" />
      </summary>
      <div className="border-t border-slate-200 px-4 py-4 sm:px-5">
        <Answer markdown={topic.answer} />
      </div>
    </details>
  );
}

/** A group's topics, each a question that opens to its answer. */
export function TopicList({ topics }: { topics: readonly HelpTopic[] }) {
  return (
    <ul className="mt-4 space-y-3">
      {topics.map((topic) => (
        <li key={topic.id}>
          <TopicDetails topic={topic} />
        </li>
      ))}
    </ul>
  );
}
