import { describe, expect, it } from 'vitest';
import { blogPages } from '#lambdas/sitemap/sitemap-entries';
import { ARTICLES } from '#shared/content/articles';

describe('the articles', () => {
  it('are listed newest first, so every list of them is (home, /blog, the sitemap)', () => {
    const dates = ARTICLES.map((article) => article.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(blogPages(ARTICLES)[0]?.path).toBe(`/blog/${ARTICLES[0]!.slug}`);
    expect(ARTICLES[0]?.slug).toBe('volkswagen-transporter-t7-review');
  });
});
