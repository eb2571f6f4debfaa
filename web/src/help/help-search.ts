/**
 * Search over the help centre's questions and answers, as a plain function.
 *
 * Rules: case and accents are ignored ('Citroën' finds 'citroen' and the other way round);
 * every typed word must appear in the question or the answer (AND); a typed word of 2 or more
 * characters also matches the start of a longer word ('refu' finds 'refund'), a single character
 * only a whole word. Apostrophes are ignored ("seller's" is 'sellers'), and a hyphenated word
 * matches both ways ('email' finds 'e-mail', 'e-mail' finds 'email').
 */
import { answerPlainText, type HelpTopic } from './answer-content';
import type { HelpCategory } from './help-topics';

export type HelpSearchResult = { readonly category: HelpCategory; readonly topic: HelpTopic };

/** A typed word: the whole of it with joiners removed ('email'), and its parts (['e', 'mail']). */
type Term = { readonly joined: string; readonly parts: readonly string[] };

const NOT_WORD = /[^\p{L}\p{N}]+/u;
/** Runs of letters and digits joined by hyphens or slashes: 'e-mail', 'bluetooth/aux'. */
const COMPOUND = /[\p{L}\p{N}]+(?:[-/][\p{L}\p{N}]+)+/gu;

/** Lower case, without accents or apostrophes: 'Citroën’s' -> 'citroens'. */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['‘’`]/g, '');
}

function words(normalised: string): string[] {
  return normalised.split(NOT_WORD).filter(Boolean);
}

/** The words a text can be found by, including the joined form of hyphenated words. */
export function indexWords(text: string): Set<string> {
  const normalised = normaliseSearchText(text);
  const result = new Set(words(normalised));
  for (const compound of normalised.match(COMPOUND) ?? []) {
    result.add(compound.replace(/[-/]/g, ''));
  }
  return result;
}

function queryTerms(query: string): Term[] {
  const seen = new Set<string>();
  const terms: Term[] = [];
  for (const chunk of normaliseSearchText(query).split(/\s+/)) {
    const parts = words(chunk);
    const joined = parts.join('');
    if (!joined || seen.has(joined)) continue;
    seen.add(joined);
    terms.push({ joined, parts });
  }
  return terms;
}

/** True when the query has something to search for (not only spaces or punctuation). */
export function hasSearchWords(query: string): boolean {
  return queryTerms(query).length > 0;
}

/** A typed word against the text's words: whole word, or a prefix when 2+ characters long. */
function wordMatches(typed: string, index: ReadonlySet<string>): boolean {
  if (index.has(typed)) return true;
  if (typed.length < 2) return false;
  for (const word of index) {
    if (word.startsWith(typed)) return true;
  }
  return false;
}

function termMatches(term: Term, index: ReadonlySet<string>): boolean {
  return (
    wordMatches(term.joined, index) ||
    (term.parts.length > 1 && term.parts.every((part) => wordMatches(part, index)))
  );
}

/** True when every word of the query is found in the text (false for a query with no words). */
export function matchesQuery(text: string, query: string): boolean {
  const terms = queryTerms(query);
  if (terms.length === 0) return false;
  const index = indexWords(text);
  return terms.every((term) => termMatches(term, index));
}

// The index of a topic's question and answer, built once per topic object.
const topicIndexes = new WeakMap<HelpTopic, Set<string>>();

function topicIndex(topic: HelpTopic): Set<string> {
  let index = topicIndexes.get(topic);
  if (!index) {
    index = indexWords(`${topic.question}\n${answerPlainText(topic.answer)}`);
    topicIndexes.set(topic, index);
  }
  return index;
}

/**
 * The topics whose question or answer contain every word of the query, in the order of the
 * help centre (category by category). A query without words finds nothing: the page then
 * shows every category instead.
 */
export function searchHelp(categories: readonly HelpCategory[], query: string): HelpSearchResult[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  return categories.flatMap((category) =>
    category.topics
      .filter((topic) => {
        const index = topicIndex(topic);
        return terms.every((term) => termMatches(term, index));
      })
      .map((topic) => ({ category, topic })),
  );
}

/** 'N results for "x"' (and '1 result', 'No results'), the count the page announces. */
export function resultCountText(count: number, query: string): string {
  const shown = query.trim().replace(/\s+/g, ' ');
  if (count === 0) return `No results for "${shown}"`;
  return `${count} ${count === 1 ? 'result' : 'results'} for "${shown}"`;
}
