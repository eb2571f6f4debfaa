import useSWR from 'swr';

/** Each article's Markdown, loaded on demand: only the article being read is downloaded. */
const BODIES = import.meta.glob<string>('../content/blog/*.md', {
  query: '?raw',
  import: 'default',
});

export function articleBodyLoader(slug: string): (() => Promise<string>) | undefined {
  return BODIES[`../content/blog/${slug}.md`];
}

export function useArticleBody(slug: string) {
  return useSWR(['article', slug], () => {
    const load = articleBodyLoader(slug);
    if (!load) throw new Error(`No text for the article ${slug}`);
    return load();
  });
}
