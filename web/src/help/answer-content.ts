/**
 * The shape of a help answer: structured text that the pages render as paragraphs, lists and
 * links (never as HTML), and that search and the FAQ's JSON-LD read as plain text.
 */

/** A link inside an answer: `to` is a path of the site (a router link), `href` an outside page. */
export type AnswerLink =
  { readonly text: string; readonly to: string } | { readonly text: string; readonly href: string };

export type AnswerPart = string | AnswerLink;

/** A paragraph is a run of text and links. */
export type AnswerParagraph = readonly AnswerPart[];

/** A bulleted list; each item is a run of text and links. */
export type AnswerList = { readonly list: readonly AnswerParagraph[] };

export type AnswerBlock = AnswerParagraph | AnswerList;

/** One question and its answer. The id is unique across the help centre (a fragment and a key). */
export type HelpTopic = {
  readonly id: string;
  readonly question: string;
  readonly answer: readonly AnswerBlock[];
};

export function isAnswerList(block: AnswerBlock): block is AnswerList {
  return !Array.isArray(block);
}

/** A paragraph: `p('See ', link('My Listings', '/dashboard/listings'), '.')`. */
export function p(...parts: AnswerPart[]): AnswerParagraph {
  return parts;
}

/** A bulleted list: each argument is one item (a string, or an array of parts with links). */
export function list(...items: (string | AnswerPart[])[]): AnswerList {
  return { list: items.map((item) => (typeof item === 'string' ? [item] : item)) };
}

/** A link to a page of the site. */
export function link(text: string, to: string): AnswerLink {
  return { text, to };
}

/** A link to another website. */
export function externalLink(text: string, href: string): AnswerLink {
  return { text, href };
}

function partText(part: AnswerPart): string {
  return typeof part === 'string' ? part : part.text;
}

function paragraphText(paragraph: AnswerParagraph): string {
  return paragraph.map(partText).join('').trim();
}

/**
 * The answer as plain text, for search and for the FAQ's structured data: paragraphs separated
 * by a blank line, list items on their own lines.
 */
export function answerPlainText(answer: readonly AnswerBlock[]): string {
  return answer
    .map((block) =>
      isAnswerList(block)
        ? block.list.map((item) => `- ${paragraphText(item)}`).join('\n')
        : paragraphText(block),
    )
    .join('\n\n');
}

/** Every link of an answer, for checks that internal links lead to real pages. */
export function answerLinks(answer: readonly AnswerBlock[]): AnswerLink[] {
  return answer
    .flatMap((block) => (isAnswerList(block) ? block.list.flat() : block))
    .filter((part): part is AnswerLink => typeof part !== 'string');
}
