import { describe, expect, it } from 'vitest';
import { matchPage } from '#shared/pages/match';
import { HELP_CATEGORIES } from '../help/help-topics';
import { PRIVACY_SECTIONS } from '../legal/privacy-sections';
import { TERMS_SECTIONS } from '../legal/terms-sections';
import { markdownLinks } from './markdown-content';

// Every link written in the site's Markdown content leads to a page of shared/pages (the
// definitions pages.x.build() uses), and every #fragment to a heading that page has.

const FILES = import.meta.glob<string>('./**/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The fragments each page with in-page links has. */
const FRAGMENTS: Readonly<Record<string, readonly string[]>> = {
  help: HELP_CATEGORIES.flatMap((category) => [
    category.id,
    ...category.topics.map((topic) => topic.id),
  ]),
  terms: TERMS_SECTIONS.map((section) => section.id),
  privacy: PRIVACY_SECTIONS.map((section) => section.id),
};

/** A figure filled in from shared/ (an outside address such as TfL's checker). */
const PLACEHOLDER = /^\{\{\s*[A-Za-z][A-Za-z0-9]*\s*\}\}$/;

/** What is wrong with the links of one file: nothing when every link is sound. */
function linkProblems(file: string, markdown: string): string[] {
  return markdownLinks(markdown).flatMap(({ text, target }) => {
    if (PLACEHOLDER.test(target)) return [];
    if (!target.startsWith('/')) {
      return target.startsWith('https://') ? [] : [`${file}: [${text}](${target}) is not https`];
    }
    const [path = '', fragment] = target.split('#');
    const match = matchPage(path);
    if (!match) return [`${file}: [${text}](${target}) is no page of shared/pages`];
    if (fragment === undefined) return [];
    return FRAGMENTS[match.page.id]?.includes(fragment)
      ? []
      : [`${file}: [${text}](${target}) names no heading of the ${match.page.id} page`];
  });
}

describe('links in the Markdown content', () => {
  it('reads every content file (help, legal, information pages and blog)', () => {
    const folders = new Set(Object.keys(FILES).map((path) => path.split('/')[1]));
    expect([...folders].sort()).toEqual(['blog', 'help', 'info', 'legal']);
  });

  it('lead only to pages of shared/pages and to headings those pages have', () => {
    const problems = Object.entries(FILES).flatMap(([file, text]) => linkProblems(file, text));
    expect(problems).toEqual([]);
  });

  it('find a link to no page, to a missing heading and to a plain http page', () => {
    expect(
      linkProblems(
        'x.md',
        '[Gone](/no-such-page) [Boosts](/help#listing-boosts) [Nope](/terms#nope) [Old](http://example.org) [Fine](/used-vans/ford/transit)',
      ),
    ).toEqual([
      'x.md: [Gone](/no-such-page) is no page of shared/pages',
      'x.md: [Nope](/terms#nope) names no heading of the terms page',
      'x.md: [Old](http://example.org) is not https',
    ]);
  });
});
