import { Link, useParams } from 'react-router-dom';
import { articleBySlug, type Article } from '#shared/content/articles';
import { formatLongDate } from '#shared/format';
import { JsonLd } from '../ui/json-ld';
import { NotFoundPage } from '../ui/not-found-page';
import { DEFAULT_OG_IMAGE } from '../lib/default-og-image';
import { PageHead } from '../lib/page-head';
import { pageTitle } from '../lib/site';
import { useSiteOrigin } from '../lib/site-origin';
import { articleJsonLd } from './article-json-ld';
import { useArticleBody } from './article-body';
import { MarkdownText } from '../ui/markdown';
import { pages } from '#shared/pages';

/** /blog/:slug: one article; an unknown slug is the not-found page (status 404). */
/** `loaded`: the article's Markdown from the route's loader (server), or null (browser). */
export function BlogArticlePage({ loaded }: { loaded: string | null }) {
  const { slug = '' } = useParams();
  const article = articleBySlug(slug);
  if (!article) return <NotFoundPage />;
  return <ArticleView key={article.slug} article={article} loaded={loaded} />;
}

function ArticleView({ article, loaded }: { article: Article; loaded: string | null }) {
  const { data: body, error, mutate } = useArticleBody(article.slug, loaded ?? undefined);
  const origin = useSiteOrigin();
  return (
    <article className="container-page py-8 sm:py-12">
      <div className="mx-auto max-w-3xl">
        <PageHead
          title={pageTitle(article.title)}
          description={article.excerpt}
          canonicalPath={pages.blogArticle.build({ slug: article.slug })}
          // The illustrations are SVG, which link previews do not show: the site's card instead.
          og={{ type: 'article', title: article.title, image: DEFAULT_OG_IMAGE }}
        />
        <JsonLd data={articleJsonLd(article, origin)} />

        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-2 text-sm text-muted">
            <li>
              <Link
                to={pages.home.build()}
                className="rounded text-brand-700 underline-offset-4 hover:underline"
              >
                Home
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link
                to={pages.blog.build()}
                className="rounded text-brand-700 underline-offset-4 hover:underline"
              >
                Blog
              </Link>
            </li>
          </ol>
        </nav>
        <header className="mt-4">
          <h1 className="text-3xl font-extrabold tracking-tight text-balance text-ink sm:text-4xl">
            {article.title}
          </h1>
          <p className="mt-3 text-muted">
            By {article.author.name} ·{' '}
            <time dateTime={article.date}>{formatLongDate(article.date)}</time>
          </p>
        </header>
        <img
          src={article.image.src}
          alt={article.image.alt}
          width={article.image.width}
          height={article.image.height}
          fetchPriority="high"
          className="mt-6 aspect-video w-full rounded-xl bg-brand-50 object-cover"
        />
        <div className="prose-vy mt-8">
          {body !== undefined ? (
            <MarkdownText text={body} />
          ) : error ? (
            <p role="alert">
              The article could not be loaded.{' '}
              <button
                type="button"
                onClick={() => void mutate()}
                className="font-semibold text-brand-700 underline"
              >
                Try again
              </button>
            </p>
          ) : (
            <p role="status" className="text-muted">
              Loading the article…
            </p>
          )}
        </div>
        <aside
          aria-label="About the author"
          className="mt-12 flex gap-4 rounded-xl bg-brand-50 p-5 ring-1 ring-brand-100"
        >
          <span
            aria-hidden="true"
            className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
          >
            VY
          </span>
          <div>
            <p className="font-semibold text-ink">{article.author.name}</p>
            <p className="mt-1 text-sm leading-6 text-muted">{article.author.bio}</p>
          </div>
        </aside>
      </div>
    </article>
  );
}
