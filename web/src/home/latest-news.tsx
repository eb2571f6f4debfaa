import { Link } from 'react-router-dom';
import { ARTICLES } from '#shared/content/articles';
import { ArticleCard } from '../ui/article-card';
import { pages } from '#shared/pages';

export function LatestNews() {
  return (
    <section aria-labelledby="news-heading" className="container-page py-12 sm:py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="news-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          Latest van news
        </h2>
        <Link
          to={pages.blog.build()}
          className="rounded font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          All articles
        </Link>
      </div>
      <ul className="mt-8 grid gap-8 md:grid-cols-2">
        {ARTICLES.map((article) => (
          <li key={article.slug}>
            <ArticleCard article={article} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
