import useSWR, { unstable_serialize } from 'swr';

/** Each article's Markdown, loaded on demand: only the article being read is downloaded. */
const BODIES = import.meta.glob<string>('../content/blog/*.md', {
  query: '?raw',
  import: 'default',
});

export function articleBodyLoader(slug: string): (() => Promise<string>) | undefined {
  return BODIES[`../content/blog/${slug}.md`];
}

/**
 * The SWR key of an article's Markdown, serialised as SWR files it: the hook reads it and the
 * server renderer fills it (web/src/server/route-data.ts), so the two cannot disagree.
 */
export function articleKey(slug: string): string {
  return unstable_serialize(['article', slug]);
}

export function useArticleBody(slug: string) {
  return useSWR(articleKey(slug), () => {
    const load = articleBodyLoader(slug);
    if (!load) throw new Error(`No text for the article ${slug}`);
    return load();
  });
}
