import type { Article } from '#shared/content/articles';
import { SITE_NAME } from '../lib/site';
import { pages } from '#shared/pages';

/** Article structured data: headline, image, dates, author and publisher. */
export function articleJsonLd(article: Article, origin: string) {
  const url = new URL(pages.blogArticle.build({ slug: article.slug }), origin).href;
  const organisation = {
    '@type': 'Organization',
    name: SITE_NAME,
    url: new URL(pages.home.build(), origin).href,
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.excerpt,
    image: [new URL(article.image.src, origin).href],
    datePublished: article.date,
    dateModified: article.updated,
    // A team, not a made-up person: the byline is the organisation.
    author: { ...organisation, name: article.author.name },
    publisher: organisation,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  };
}
