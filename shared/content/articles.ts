import { pages } from '../pages';

/**
 * The blog's articles (two), newest first: what the home page, the blog pages and the sitemap need.
 * Each article's text is Markdown in web/src/content/blog/{slug}.md.
 */
export type Article = {
  slug: string;
  title: string;
  /** ISO date of publication, shown in en-GB long format. */
  date: string;
  /** ISO date of the last change worth telling search engines about. */
  updated: string;
  excerpt: string;
  image: { src: string; alt: string; width: number; height: number };
  author: Author;
};

export type Author = { name: string; bio: string };

/** Written by the team, not a persona: no invented bylines. */
export const VANYARD_TEAM: Author = {
  name: 'The VanYard team',
  bio: 'VanYard is run by people who have bought, sold and worked from vans for years. Our guides are written and checked by the team, from the questions buyers and sellers ask us most.',
};

/** Newest first: ISO dates order as plain strings (localeCompare loads a collator, decision 030). */
function newestFirst(articles: readonly Article[]): readonly Article[] {
  return [...articles].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** Newest first, the order every list of them shows (home, /blog, the sitemap). */
export const ARTICLES: readonly Article[] = newestFirst([
  {
    slug: 'ford-transit-reliability',
    title: 'How Reliable Is a Used Ford Transit?',
    date: '2025-02-18',
    updated: '2026-11-24',
    excerpt:
      "Britain's best-selling van has a reputation for going the distance. We look at the common faults by generation, what to check before you buy and which engines to look for.",
    image: {
      src: '/static/blog/ford-transit-reliability.svg',
      alt: 'Illustration of a white Ford Transit panel van',
      width: 640,
      height: 360,
    },
    author: VANYARD_TEAM,
  },
  {
    slug: 'volkswagen-transporter-t7-review',
    title: 'Volkswagen Transporter T7 Review',
    date: '2025-03-04',
    updated: '2026-11-24',
    excerpt:
      'The seventh-generation Transporter brings a bigger load bay, a plug-in hybrid option and a modern cab. Is it worth the step up from a T6.1? We put it to work.',
    image: {
      src: '/static/blog/volkswagen-transporter-t7-review.svg',
      alt: 'Illustration of a blue Volkswagen Transporter T7 van',
      width: 640,
      height: 360,
    },
    author: VANYARD_TEAM,
  },
]);

export function articlePath(article: Pick<Article, 'slug'>): string {
  return pages.blogArticle.build({ slug: article.slug });
}

export function articleBySlug(slug: string): Article | undefined {
  return ARTICLES.find((article) => article.slug === slug);
}
