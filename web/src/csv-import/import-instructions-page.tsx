import useSWR from 'swr';
import { useLoaderSeed } from '../api/loader-seed';
import { MarkdownText } from '../ui/markdown';
import { InfoPage } from '../ui/info-page';
import { TEXT_LINK } from '../ui/styles';
import { INSTRUCTIONS_FILE_PATH, TEMPLATE_PATH } from './import-copy';
import { pages } from '#shared/pages';
import { RetryAlert } from '../ui/retry-alert';

export const INSTRUCTIONS_TITLE = 'Importing listings from a CSV file';

/** The Markdown's own first-level heading becomes the page's h1; the rest is the body. */
export function instructionsParts(markdown: string): { title: string; body: string } {
  const text = markdown.replace(/^\uFEFF/, '');
  const heading = /^# +(.+)\r?\n/.exec(text);
  return heading
    ? { title: heading[1]!.trim(), body: text.slice(heading[0].length) }
    : { title: INSTRUCTIONS_TITLE, body: text };
}

async function loadInstructions(): Promise<string> {
  const response = await fetch(INSTRUCTIONS_FILE_PATH, { headers: { accept: 'text/markdown' } });
  if (!response.ok) throw new Error(`The instructions answered ${response.status}`);
  return response.text();
}

/**
 * /help/listing-import: the import instructions (spec 02 section 7's
 * /listing-import-instructions.md) rendered readably. The page reads that very file, so the
 * two never differ: its loader from the build on the server, the page's fetch in the browser.
 */
export function ImportInstructionsPage({ loaded }: { loaded: string | null }) {
  const { data, error, mutate } = useSWR(
    INSTRUCTIONS_FILE_PATH,
    loadInstructions,
    useLoaderSeed(INSTRUCTIONS_FILE_PATH, loaded ?? undefined),
  );
  return (
    <ImportInstructionsView
      markdown={data ?? null}
      failed={Boolean(error)}
      onRetry={() => void mutate()}
    />
  );
}

type ImportInstructionsViewProps = {
  /** null while it loads (or after it failed). */
  markdown: string | null;
  failed: boolean;
  onRetry: () => void;
};

export function ImportInstructionsView({ markdown, failed, onRetry }: ImportInstructionsViewProps) {
  const parts = markdown === null ? null : instructionsParts(markdown);
  return (
    <InfoPage
      title={parts?.title ?? INSTRUCTIONS_TITLE}
      description="How to import your vans from a CSV file: the template, the columns and their rules, limits and image addresses."
      path={pages.helpListingImport.build()}
      lead={
        <>
          <a href={TEMPLATE_PATH} download className={TEXT_LINK}>
            Download the CSV template
          </a>{' '}
          or read this page as a{' '}
          <a href={INSTRUCTIONS_FILE_PATH} className={TEXT_LINK}>
            Markdown file
          </a>
          .
        </>
      }
    >
      {parts ? (
        <div className="prose-vy [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-[0.9em]">
          <MarkdownText text={parts.body} />
        </div>
      ) : failed ? (
        <RetryAlert message="The instructions could not be loaded." onRetry={onRetry} />
      ) : (
        <p role="status" className="text-muted">
          Loading...
        </p>
      )}
    </InfoPage>
  );
}
