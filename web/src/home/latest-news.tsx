import { Link } from 'react-router-dom';
import { formatLongDate } from '../../../shared/format';
import { ARTICLES, articlePath } from '../content/articles';

export function LatestNews() {
  return (
    <section aria-labelledby="news-heading" className="container-page py-12 sm:py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="news-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          Latest van news
        </h2>
        <Link
          to="/blog"
          className="rounded font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          All articles
        </Link>
      </div>
      <ul className="mt-8 grid gap-8 md:grid-cols-2">
        {ARTICLES.map((article) => (
          <li key={article.slug}>
            <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm hover:shadow-md">
              <img
                src={article.image.src}
                alt={article.image.alt}
                width={article.image.width}
                height={article.image.height}
                loading="lazy"
                decoding="async"
                className="aspect-video w-full bg-brand-50 object-cover"
              />
              <div className="flex flex-1 flex-col p-5">
                <time dateTime={article.date} className="text-sm text-muted">
                  {formatLongDate(article.date)}
                </time>
                <h3 className="mt-2 text-xl font-semibold text-ink">
                  <Link
                    to={articlePath(article)}
                    className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700"
                  >
                    {article.title}
                  </Link>
                </h3>
                <p className="mt-2 leading-7 text-muted">{article.excerpt}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
