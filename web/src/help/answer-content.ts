/**
 * The shape of a help answer: Markdown (paragraphs, lists and links, from
 * web/src/content/help/) that the pages render with the site's Markdown renderer, and that
 * search and the FAQ's JSON-LD read as plain text.
 */
import { markdownLinks, markdownPlainText } from '../content/markdown-content';

/** A link inside an answer: `to` is a path of the site (a router link), `href` an outside page. */
export type AnswerLink =
  { readonly text: string; readonly to: string } | { readonly text: string; readonly href: string };

/** One question and its answer. The id is unique across the help centre (a fragment and a key). */
export type HelpTopic = {
  readonly id: string;
  readonly question: string;
  /** Markdown, with its figures already filled in. */
  readonly answer: string;
};

/**
 * The answer as plain text, for search and for the FAQ's structured data: paragraphs separated
 * by a blank line, list items on their own `- ` lines, links as their text.
 */
export function answerPlainText(answer: string): string {
  return markdownPlainText(answer);
}

/** Every link of an answer, for checks that internal links lead to real pages. */
export function answerLinks(answer: string): AnswerLink[] {
  return markdownLinks(answer).map(({ text, target }) =>
    target.startsWith('/') ? { text, to: target } : { text, href: target },
  );
}
