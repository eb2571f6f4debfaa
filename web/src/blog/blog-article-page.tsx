import { Link, useParams } from 'react-router-dom';
import { articleBySlug, type Article } from '../../../shared/content/articles';
import { formatLongDate } from '../../../shared/format';
import { JsonLd } from '../components/json-ld';
import { NotFoundPage } from '../components/not-found-page';
import { pageTitle, SITE_NAME } from '../lib/site';
import { usePageMeta } from '../lib/use-page-meta';
import { articleJsonLd } from './article-json-ld';
import { useArticleBody } from './article-body';
import { MarkdownText } from './markdown';

/** /blog/:slug: one article; an unknown slug is the not-found page. */
export function BlogArticlePage() {
  const { slug = '' } = useParams();
  const article = articleBySlug(slug);
  if (!article) return <NotFoundPage />;
  return <ArticleView key={article.slug} article={article} />;
}

function ArticleView({ article }: { article: Article }) {
  usePageMeta({ title: pageTitle(article.title), description: article.excerpt });
  const { data: body, error, mutate } = useArticleBody(article.slug);
  const origin = window.location.origin;
  const url = new URL(`/blog/${article.slug}`, origin).href;
  const image = new URL(article.image.src, origin).href;
  return (
    <article className="container-page py-8 sm:py-12">
      <div className="mx-auto max-w-3xl">
        <link rel="canonical" href={url} />
        <meta property="og:type" content="article" />
        <meta property="og:site_name" content={SITE_NAME} />
        <meta property="og:title" content={article.title} />
        <meta property="og:description" content={article.excerpt} />
        <meta property="og:url" content={url} />
        <meta property="og:image" content={image} />
        <meta name="twitter:card" content="summary_large_image" />
        <JsonLd data={articleJsonLd(article, origin)} />

        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-2 text-sm text-muted">
            <li>
              <Link to="/" className="rounded text-brand-700 underline-offset-4 hover:underline">
                Home
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link
                to="/blog"
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
