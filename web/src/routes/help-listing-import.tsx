import type { LoaderFunctionArgs } from 'react-router-dom';
import { renderDepsOf } from '../lib/page-loader';

export { ImportInstructionsPage as Component } from '../csv-import/import-instructions-page';

/**
 * On the server: the instructions file the page links to, from the build
 * (docs/decisions/041-page-loaders.md). In the browser, null: the page fetches that file.
 */
export async function loader({ context }: LoaderFunctionArgs): Promise<string | null> {
  if (!renderDepsOf(context)) return null;
  const { default: markdown } = await import('../../public/listing-import-instructions.md?raw');
  return markdown;
}
