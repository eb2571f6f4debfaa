import { useMemo, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { InfoPage } from '../ui/info-page';
import { CONTROL, LABEL } from '../ui/field-styles';
import { useSyncedText } from '../lib/use-synced-text';
import { TopicDetails, TopicList } from './answer';
import { MoreHelp } from './more-help';
import { HELP_CATEGORIES, SUPPORT_SUMMARY, type HelpCategory } from './help-topics';
import { hasSearchWords, resultCountText, searchHelp, type HelpSearchResult } from './help-search';
import { pages } from '#shared/pages';
import { TextLink } from '../ui/text-link';
import { TEXT_LINK_INLINE } from '../ui/styles';

const SEARCH_INPUT_ID = 'help-search';
const QUERY_PARAM = 'q';
const QUERY_MAX_LENGTH = 100;
/** Up to this many results show their answers open; more show as a list of questions. */
const OPEN_RESULTS_LIMIT = 5;

/** The query as kept in the URL: spaces tidied, length capped. */
function tidyQuery(text: string): string {
  return text.trim().replace(/\s+/g, ' ').slice(0, QUERY_MAX_LENGTH);
}

/** Results grouped by category, keeping the help centre's order. */
function groupByCategory(results: readonly HelpSearchResult[]) {
  const groups: { category: HelpCategory; results: HelpSearchResult[] }[] = [];
  for (const result of results) {
    const last = groups.at(-1);
    if (last?.category === result.category) last.results.push(result);
    else groups.push({ category: result.category, results: [result] });
  }
  return groups;
}

/** Marks the history entries the search box itself wrote. */
const TYPED_STATE = { helpSearchTyped: true } as const;

function typedHere(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'helpSearchTyped' in state;
}

/**
 * The search box's text, kept in the URL (`?q=`) so a search can be shared; typing replaces the
 * history entry rather than adding one per key. Back, forward and links that change `q` update
 * the box; the box's own URL changes do not: they arrive a render or more after the keys that
 * made them (more while the page hydrates), and setting the box to one would drop what was
 * typed since ('bst' for 'boost').
 */
function useHelpQuery(): [string, (text: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const { state } = useLocation();
  const fromTheBox = typedHere(state);
  const urlQuery = searchParams.get(QUERY_PARAM) ?? '';
  const [text, setText] = useSyncedText(
    urlQuery,
    (query) => query,
    (typed, query) => fromTheBox || tidyQuery(typed) === query,
  );
  const update = (next: string) => {
    setText(next);
    const query = tidyQuery(next);
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (query) params.set(QUERY_PARAM, query);
        else params.delete(QUERY_PARAM);
        return params;
      },
      { replace: true, preventScrollReset: true, state: TYPED_STATE },
    );
  };
  return [text, update];
}

export function HelpPage() {
  const [text, setText] = useHelpQuery();
  const inputRef = useRef<HTMLInputElement>(null);
  const searching = hasSearchWords(text);
  const results = useMemo(() => searchHelp(HELP_CATEGORIES, text), [text]);

  const clearSearch = () => {
    setText('');
    inputRef.current?.focus();
  };

  return (
    <InfoPage
      title="Help Centre"
      description="Answers to your questions about buying and selling vans on VanYard: listings, boosts, payments, your account, security and privacy."
      path={pages.help.build()}
      lead="Answers about buying, selling, boosts, payments and your account. Search for a question, or browse the topics below."
    >
      <form
        role="search"
        aria-label="Help centre"
        className="max-w-2xl"
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor={SEARCH_INPUT_ID} className={LABEL}>
          Search the help centre
        </label>
        <input
          ref={inputRef}
          id={SEARCH_INPUT_ID}
          type="search"
          value={text}
          maxLength={QUERY_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          placeholder="e.g. boost prices, refund"
          aria-describedby="help-search-count"
          onChange={(event) => setText(event.target.value)}
          className={`${CONTROL} py-3 text-lg placeholder:text-muted`}
        />
        <p
          id="help-search-count"
          role="status"
          aria-live="polite"
          aria-atomic="true"
          className="mt-2 min-h-6 text-sm font-medium text-muted"
        >
          {searching ? resultCountText(results.length, text) : ''}
        </p>
      </form>

      <div className="mt-6">
        {!searching ? (
          <BrowseTopics />
        ) : results.length > 0 ? (
          <SearchResults results={results} />
        ) : (
          <NoResults query={tidyQuery(text)} onClear={clearSearch} />
        )}
      </div>

      <MoreHelp headingId="help-more-heading" heading="Still need help?">
        The{' '}
        <TextLink to={pages.faq.build()} variant="inline">
          frequently asked questions
        </TextLink>{' '}
        cover the basics. If your question is not answered here,{' '}
        <TextLink to={pages.contact.build()} variant="inline">
          contact us
        </TextLink>
      </MoreHelp>
    </InfoPage>
  );
}

/** Moves keyboard focus to a section heading, so Tab continues from the section jumped to. */
function focusHeading(id: string) {
  document.getElementById(id)?.focus({ preventScroll: true });
}

function BrowseTopics() {
  return (
    <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
      <nav aria-label="Help categories" className="mb-10 lg:mb-0">
        <h2 className="text-sm font-semibold tracking-wide text-muted uppercase">Categories</h2>
        <ul className="mt-3 flex flex-wrap gap-2 lg:sticky lg:top-6 lg:flex-col lg:gap-1">
          {HELP_CATEGORIES.map((category) => (
            <li key={category.id}>
              <Link
                to={`#${category.id}`}
                onClick={() => focusHeading(category.id)}
                className="inline-block rounded-full border border-brand-200 bg-white px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 lg:block lg:rounded-md lg:border-0 lg:px-3 lg:text-base"
              >
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="max-w-3xl space-y-12">
        {HELP_CATEGORIES.map((category) => (
          <section key={category.id} aria-labelledby={category.id}>
            <h2
              id={category.id}
              tabIndex={-1}
              className="scroll-mt-6 text-2xl font-bold tracking-tight text-ink"
            >
              {category.name}
            </h2>
            <p className="mt-1 text-muted">{category.summary}</p>
            <TopicList topics={category.topics} />
          </section>
        ))}
      </div>
    </div>
  );
}

function SearchResults({ results }: { results: readonly HelpSearchResult[] }) {
  const open = results.length <= OPEN_RESULTS_LIMIT;
  return (
    <div className="max-w-3xl space-y-10">
      {groupByCategory(results).map(({ category, results: found }) => (
        <section key={category.id} aria-labelledby={`results-${category.id}`}>
          <h2 id={`results-${category.id}`} className="text-xl font-bold tracking-tight text-ink">
            {category.name}
          </h2>
          <ul className="mt-3 space-y-3">
            {found.map(({ topic }) => (
              <li key={topic.id}>
                <TopicDetails topic={topic} initiallyOpen={open} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function NoResults({ query, onClear }: { query: string; onClear: () => void }) {
  return (
    <div className="max-w-3xl rounded-xl border border-slate-300 bg-white p-6">
      <h2 className="text-xl font-bold text-ink">No results</h2>
      <p className="mt-2 leading-7 text-ink">
        We could not find an answer that matches “{query}”. Check the spelling, try fewer or
        different words, or{' '}
        <button type="button" onClick={onClear} className={TEXT_LINK_INLINE}>
          browse all help topics
        </button>
        .
      </p>
      <p className="mt-3 leading-7 text-ink">
        Still stuck?{' '}
        <TextLink to={pages.contact.build()} variant="inline">
          Contact our support team
        </TextLink>
        . {SUPPORT_SUMMARY}
      </p>
    </div>
  );
}
