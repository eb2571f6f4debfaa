import { Fragment, type ReactNode } from 'react';
import { MarkdownText } from '../ui/markdown';
import {
  fillFacts,
  requireIds,
  splitSections,
  splitSlots,
  type ContentFacts,
} from '../content/markdown-content';
import type { LegalSection } from './legal-page';

type LegalSource = {
  /** The file's name, for error messages: 'terms.md'. */
  name: string;
  /** One `## Title {#id}` heading per numbered section (web/src/content/legal/). */
  markdown: string;
  /** The figures the text quotes as `{{name}}`. */
  facts: ContentFacts;
  /** The components the text places with `::name` lines: tables built from shared/ and code. */
  slots: Readonly<Record<string, ReactNode>>;
};

/**
 * A legal page's sections from its Markdown: each `##` heading is a numbered section (its
 * `{#id}` the contents link's target), and the text under it is rendered by the site's Markdown
 * renderer, with the named components in their slots. Throws for a missing id, an unknown
 * placeholder or an unknown slot, so a mistake in the text fails the unit tests.
 */
export function legalSections({ name, markdown, facts, slots }: LegalSource): LegalSection[] {
  const { intro, sections } = splitSections(fillFacts(markdown, facts));
  if (intro) throw new Error(`${name}: text before the first section`);
  const ids = requireIds(sections, name);
  return sections.map((section, index) => ({
    id: ids[index]!,
    title: section.title,
    content: splitSlots(section.body).map((block, blockIndex) => {
      if ('markdown' in block) return <MarkdownText key={blockIndex} text={block.markdown} />;
      const slot = slots[block.slot];
      if (slot === undefined) throw new Error(`${name}: unknown slot ::${block.slot}`);
      return <Fragment key={blockIndex}>{slot}</Fragment>;
    }),
  }));
}
