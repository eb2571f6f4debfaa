/**
 * The help centre's questions and answers, written once as Markdown in web/src/content/help/
 * (one file per category; docs/content.md): the help centre shows them all, the FAQ picks the
 * most common ones (faq-items.ts) and search reads them as plain text. Every figure is a
 * `{{name}}` filled from help-facts.ts, so it comes from shared/ (decision 012).
 */
import { SUPPORT } from '#shared/site-facts';
import {
  fillFacts,
  parseFrontMatter,
  requireIds,
  splitSections,
} from '../content/markdown-content';
import type { HelpTopic } from './answer-content';
import { HELP_FACTS } from './help-facts';

/** The help centre's categories, in the order shown (the names are fixed: the help pages link to them). */
export const HELP_CATEGORY_NAMES = [
  'Payments & Billing',
  'Listing Boosts',
  'Account Management',
  'Security & Privacy',
  'Listing Management',
  'Buying a Van',
] as const;
export type HelpCategoryName = (typeof HELP_CATEGORY_NAMES)[number];

export type HelpCategory = {
  /** The section's fragment on /help, e.g. 'listing-boosts': the Markdown file's name. */
  readonly id: string;
  readonly name: HelpCategoryName;
  /** One line under the category's heading. */
  readonly summary: string;
  readonly topics: readonly HelpTopic[];
};

/** The help centre is searched in the browser, so its text is part of the help page's chunk. */
const FILES = import.meta.glob<string>('../content/help/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

function isCategoryName(name: string | undefined): name is HelpCategoryName {
  return (HELP_CATEGORY_NAMES as readonly (string | undefined)[]).includes(name);
}

/**
 * One category from its Markdown: `name` and `summary` in the front matter, then one
 * `## Question {#topic-id}` heading per topic with its answer under it.
 */
export function parseHelpCategory(id: string, markdown: string): HelpCategory {
  const { data, body } = parseFrontMatter(fillFacts(markdown, HELP_FACTS));
  if (!isCategoryName(data.name)) throw new Error(`${id}.md: unknown category "${data.name}"`);
  if (!data.summary) throw new Error(`${id}.md: no summary`);
  const { sections } = splitSections(body);
  const ids = requireIds(sections, `${id}.md`);
  return {
    id,
    name: data.name,
    summary: data.summary,
    topics: sections.map((section, index) => ({
      id: ids[index]!,
      question: section.title,
      answer: section.body,
    })),
  };
}

export const HELP_CATEGORIES: readonly HelpCategory[] = Object.entries(FILES)
  .map(([path, markdown]) => parseHelpCategory(/([^/]+)\.md$/.exec(path)![1]!, markdown))
  .sort((a, b) => HELP_CATEGORY_NAMES.indexOf(a.name) - HELP_CATEGORY_NAMES.indexOf(b.name));

const SUPPORT_REPLY = `within ${SUPPORT.replyHours} hours on business days`;

/** Support hours in words, for the pages' closing 'still need help' notes. */
export const SUPPORT_SUMMARY = `Our support team replies ${SUPPORT_REPLY}, and our phone line is open ${SUPPORT.phoneHours}.`;

/** A topic by id; throws for an unknown id, so a typo fails at once (and in the unit tests). */
export function helpTopic(id: string): HelpTopic {
  for (const category of HELP_CATEGORIES) {
    const topic = category.topics.find((candidate) => candidate.id === id);
    if (topic) return topic;
  }
  throw new Error(`Unknown help topic: ${id}`);
}
