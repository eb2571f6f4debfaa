/** The blog's articles (spec 01: two, held in the client). The article pages come later. */
export type Article = {
  slug: string;
  title: string;
  /** ISO date, shown in en-GB long format. */
  date: string;
  excerpt: string;
  image: { src: string; alt: string; width: number; height: number };
};

export const ARTICLES: readonly Article[] = [
  {
    slug: 'ford-transit-reliability',
    title: 'How Reliable Is a Used Ford Transit?',
    date: '2025-02-18',
    excerpt:
      "Britain's best-selling van has a reputation for going the distance. We look at the common faults by generation, what to check before you buy and which engines to look for.",
    image: {
      src: '/static/blog/ford-transit-reliability.svg',
      alt: 'Illustration of a white Ford Transit panel van',
      width: 640,
      height: 360,
    },
  },
  {
    slug: 'volkswagen-transporter-t7-review',
    title: 'Volkswagen Transporter T7 Review',
    date: '2025-03-04',
    excerpt:
      'The seventh-generation Transporter brings a bigger load bay, a plug-in hybrid option and a modern cab. Is it worth the step up from a T6.1? We put it to work.',
    image: {
      src: '/static/blog/volkswagen-transporter-t7-review.svg',
      alt: 'Illustration of a blue Volkswagen Transporter T7 van',
      width: 640,
      height: 360,
    },
  },
];

export function articlePath(article: Pick<Article, 'slug'>): string {
  return `/blog/${article.slug}`;
}
