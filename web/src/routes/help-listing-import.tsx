import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { ImportInstructionsPage } from '../csv-import/import-instructions-page';
import { renderDepsOf } from '../lib/page-loader';

/**
 * On the server: the instructions file the page links to, from the build
 * (docs/decisions/041-page-loaders.md). In the browser, null: the page fetches that file.
 */
export async function loader({ context }: LoaderFunctionArgs): Promise<string | null> {
  if (!renderDepsOf(context)) return null;
  const { default: markdown } = await import('../../public/listing-import-instructions.md?raw');
  return markdown;
}

export function Component() {
  return <ImportInstructionsPage loaded={useLoaderData<typeof loader>()} />;
}
