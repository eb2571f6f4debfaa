import { describe, expect, it } from 'vitest';
import { ARTICLES } from '#shared/content/articles';
import { articleJsonLd } from './article-json-ld';

describe('Article JSON-LD', () => {
  it('describes each article with absolute URLs and ISO dates', () => {
    for (const article of ARTICLES) {
      const data = articleJsonLd(article, 'https://vanyard.example');
      expect(data).toMatchObject({
        '@type': 'Article',
        headline: article.title,
        description: article.excerpt,
        datePublished: article.date,
        dateModified: article.updated,
        publisher: { '@type': 'Organization', name: 'VanYard' },
        mainEntityOfPage: { '@id': `https://vanyard.example/blog/${article.slug}` },
      });
      expect(data.image[0]).toBe(`https://vanyard.example${article.image.src}`);
      expect(Date.parse(data.dateModified)).toBeGreaterThanOrEqual(Date.parse(data.datePublished));
    }
  });
});
