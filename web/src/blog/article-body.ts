import useSWR, { unstable_serialize } from 'swr';
import { useLoaderSeed } from '../api/loader-seed';

/** Each article's Markdown, loaded on demand: only the article being read is downloaded. */
const BODIES = import.meta.glob<string>('../content/blog/*.md', {
  query: '?raw',
  import: 'default',
});

export function articleBodyLoader(slug: string): (() => Promise<string>) | undefined {
  return BODIES[`../content/blog/${slug}.md`];
}

/**
 * An article's Markdown: `loaded` is what the page's loader read on the server
 * (routes/blog-article.tsx), undefined after a navigation in the browser, where it is loaded here.
 */
export function useArticleBody(slug: string, loaded: string | undefined) {
  const key = unstable_serialize(['article', slug]);
  return useSWR(
    key,
    () => {
      const load = articleBodyLoader(slug);
      if (!load) throw new Error(`No text for the article ${slug}`);
      return load();
    },
    useLoaderSeed(key, loaded),
  );
}
