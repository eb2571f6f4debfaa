/**
 * Plain functions that turn the site's Markdown content (web/src/content/*, docs/content.md)
 * into what the pages render: front matter, sections cut at headings with their fragment ids,
 * figures filled in from shared/, and named component slots.
 */

/** A figure or phrase the Markdown quotes as `{{name}}`, computed from shared/ (decision 012). */
export type ContentFacts = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/**
 * The text with every `{{name}}` replaced by its figure. An unknown name throws, so a typo in
 * the content fails the build's tests instead of showing braces to a reader.
 */
export function fillFacts(text: string, facts: ContentFacts): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = facts[name];
    if (value === undefined) throw new Error(`Unknown content placeholder {{${name}}}`);
    return String(value);
  });
}

export type FrontMatter = {
  readonly data: Readonly<Record<string, string>>;
  readonly body: string;
};

/**
 * `---` lines at the top holding `key: value` pairs (one line each, no nesting: all our content
 * needs), then the Markdown body. Text without front matter has empty data.
 */
export function parseFrontMatter(text: string): FrontMatter {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  if (!match) return { data: {}, body: text };
  const data: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const pair = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (!pair) throw new Error(`Front matter line is not "key: value": ${line}`);
    data[pair[1]!] = pair[2]!.trim();
  }
  return { data, body: text.slice(match[0].length) };
}

/** One part of a Markdown text that starts at a heading of the level it was cut at. */
export type ContentSection = {
  /** The heading's text, without the `{#id}` suffix. */
  readonly title: string;
  /** From `## Title {#id}`: the fragment of the heading, kept stable when the title changes. */
  readonly id: string | undefined;
  /** The Markdown under the heading, up to the next heading of the same level (trimmed). */
  readonly body: string;
};

/**
 * Cuts a Markdown text at its headings of one level (`##` by default); text before the first
 * such heading is returned as `intro`. A heading may end with `{#fragment-id}`.
 */
export function splitSections(
  text: string,
  level = 2,
): { intro: string; sections: ContentSection[] } {
  const marker = `${'#'.repeat(level)} `;
  const sections: ContentSection[] = [];
  const intro: string[] = [];
  let current: { title: string; id: string | undefined; lines: string[] } | undefined;
  const close = () => {
    if (current) {
      sections.push({
        title: current.title,
        id: current.id,
        body: current.lines.join('\n').trim(),
      });
    }
  };
  for (const line of text.split(/\r?\n/)) {
    if (line.startsWith(marker)) {
      close();
      const heading = /^(.*?)\s*(?:\{#([a-z0-9-]+)\})?\s*$/.exec(line.slice(marker.length))!;
      current = { title: heading[1]!, id: heading[2], lines: [] };
    } else if (current) {
      current.lines.push(line);
    } else {
      intro.push(line);
    }
  }
  close();
  return { intro: intro.join('\n').trim(), sections };
}

/** The sections' ids, which every section must have (they are fragments of the page). */
export function requireIds(sections: readonly ContentSection[], source: string): string[] {
  return sections.map((section) => {
    if (!section.id) throw new Error(`${source}: the heading "${section.title}" has no {#id}`);
    return section.id;
  });
}

/** A run of Markdown, or a named slot (`::name` alone on a line) where a component goes. */
export type ContentBlock = { readonly markdown: string } | { readonly slot: string };

const SLOT = /^::([a-z][a-z0-9-]*)\s*$/;

/**
 * Cuts a section's Markdown at its slots: `::boost-prices` on a line of its own marks where the
 * page puts a component (a table built from the price list, say) between runs of text.
 */
export function splitSlots(markdown: string): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  let lines: string[] = [];
  const flush = () => {
    const text = lines.join('\n').trim();
    if (text) blocks.push({ markdown: text });
    lines = [];
  };
  for (const line of markdown.split(/\r?\n/)) {
    const slot = SLOT.exec(line);
    if (slot) {
      flush();
      blocks.push({ slot: slot[1]! });
    } else {
      lines.push(line);
    }
  }
  flush();
  return blocks;
}

/** A link written in Markdown: `[text](target)`. */
export type MarkdownLink = { readonly text: string; readonly target: string };

/** `[text](target)`, not an image (`![alt](src)`). */
const LINK = /(?<!!)\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Every inline link of a Markdown text (images aside), in order (what the link checks read). */
export function markdownLinks(markdown: string): MarkdownLink[] {
  return [...markdown.matchAll(LINK)].map((match) => ({ text: match[1]!, target: match[2]! }));
}

/**
 * The Markdown as plain text, for search and structured data: links become their text and bold
 * markers go; paragraphs stay separated by a blank line and list items stay `- item` lines.
 */
export function markdownPlainText(markdown: string): string {
  return markdown
    .replace(LINK, '$1')
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .trim();
}
