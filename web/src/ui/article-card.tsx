import { Link } from 'react-router-dom';
import { formatLongDate } from '#shared/format';
import { articlePath, type Article } from '#shared/content/articles';

/** An article's card (home page news and the blog index); the whole card is the link. */
export function ArticleCard({ article, headingLevel }: { article: Article; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
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
        <Heading className="mt-2 text-xl font-semibold text-ink">
          <Link
            to={articlePath(article)}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700"
          >
            {article.title}
          </Link>
        </Heading>
        <p className="mt-2 leading-7 text-muted">{article.excerpt}</p>
      </div>
    </article>
  );
}
