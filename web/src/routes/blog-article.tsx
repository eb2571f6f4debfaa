import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { BlogArticlePage } from '../blog/blog-article-page';
import { articleBodyLoader } from '../blog/article-body';
import { renderDepsOf, withStatus } from '../lib/page-loader';

/**
 * On the server: the article's Markdown from the build (docs/decisions/041-page-loaders.md); null
 * for an unknown article, which is the not-found page (404). In the browser, null: the page loads
 * the text itself.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  if (!renderDepsOf(context)) return null;
  const load = articleBodyLoader(params.slug ?? '');
  if (!load) return withStatus(null, 404, { noindex: true });
  return load();
}

export function Component() {
  return <BlogArticlePage loaded={useLoaderData<typeof loader>()} />;
}
