import { useId, useRef, useState } from 'react';
import type { SitemapsGenerated } from '#shared/admin/dashboard';
import { adminGenerateSitemapsRoute } from '#shared/api/routes/admin-generate-sitemaps';
import { callApi } from '../api/client';
import { ApiError } from '../api/fetch-json';
import { showToast } from '../ui/toast-store';
import { NewTabLink, Spinner } from './admin-ui';
import { CARD } from '../ui/styles';
import {
  MAIN_SITEMAP_PATH,
  SEARCH_CONSOLE_URL,
  SITEMAP_FILES,
  sitemapCountRows,
  sitemapFileUrl,
} from './sitemap-files';
import { buttonClass } from '../ui/button';
import { textLinkClass } from '../ui/text-link';

type Generated = SitemapsGenerated & { at: Date };

const TIME_FORMAT = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/**
 * Sitemap Generation (spec 02 section 2): writes the sitemaps now, then shows what they hold
 * and what to do next; links open the index and each file in a new tab.
 */
export function SitemapGenerationCard() {
  const headingId = useId();
  const filesHeadingId = useId();
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<Generated | null>(null);
  // Guards a second press before React has re-rendered the busy button.
  const inFlight = useRef(false);

  async function generate() {
    if (inFlight.current) return;
    inFlight.current = true;
    setRunning(true);
    setResult(null);
    try {
      setResult({ ...(await callApi(adminGenerateSitemapsRoute)), at: new Date() });
    } catch (error) {
      showToast(
        // Another run (the hourly one, another admin's) is writing them: not a failure.
        error instanceof ApiError && error.code === 'sitemaps_running'
          ? { title: 'Already running', description: error.message }
          : { title: 'Error', description: 'Failed to generate sitemaps', variant: 'destructive' },
      );
    } finally {
      inFlight.current = false;
      setRunning(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className={CARD}>
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-ink">
        Sitemap Generation
      </h2>
      <p className="mt-2 max-w-3xl text-muted">
        Sitemaps tell search engines which pages exist: the fixed pages, the make, model and
        location pages with live vans, every live listing and the blog. They are rebuilt
        automatically every hour; generate them now to include changes straight away, for example
        after approving a batch of listings.
      </p>

      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          aria-disabled={running}
          onClick={() => void generate()}
          className={buttonClass({ size: 'lg' })}
        >
          {running ? (
            <>
              <Spinner />
              Generating...
            </>
          ) : (
            'Generate Sitemaps'
          )}
        </button>
        <NewTabLink
          href={MAIN_SITEMAP_PATH}
          className={buttonClass({ variant: 'outline', size: 'lg' })}
        >
          View Main Sitemap
        </NewTabLink>
      </div>

      {/* Always in the page, so screen readers hear what is put into it. */}
      <div role="status" aria-live="polite">
        {running ? (
          <p className="mt-5 text-muted">Generating sitemaps. This can take a few seconds.</p>
        ) : result ? (
          <GeneratedResult result={result} />
        ) : null}
      </div>

      <h3 id={filesHeadingId} className="mt-8 text-lg font-semibold text-ink">
        Sitemap files
      </h3>
      <ul aria-labelledby={filesHeadingId} className="mt-2 divide-y divide-slate-200">
        {SITEMAP_FILES.map((file) => (
          <li
            key={file.name}
            className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-6"
          >
            <div className="min-w-0">
              <p className="font-semibold text-ink">
                {file.label}{' '}
                <code className="text-sm font-normal break-all text-muted">
                  {sitemapFileUrl(file.name)}
                </code>
              </p>
              <p className="text-sm text-muted">{file.description}</p>
            </div>
            <NewTabLink
              href={sitemapFileUrl(file.name)}
              extraLabel={` ${file.name} sitemap`}
              className={`${buttonClass({ variant: 'outline', size: 'sm' })} self-start sm:self-auto`}
            >
              View
            </NewTabLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function GeneratedResult({ result }: { result: Generated }) {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <div className="mt-5 rounded-lg border border-green-700 bg-green-50 p-4 sm:p-5">
      <p className="font-semibold text-green-900">{result.message}</p>
      <p className="mt-1 text-sm text-muted">Generated at {TIME_FORMAT.format(result.at)}.</p>

      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-5">
        {sitemapCountRows(result.counts).map((row) => (
          <div
            key={row.key}
            className={`rounded-md bg-white p-3 ring-1 ring-green-200 ${
              row.key === 'total' ? 'col-span-2 sm:col-span-1' : ''
            }`}
          >
            <dt className="text-sm text-muted">{row.label}</dt>
            <dd className="text-xl font-bold text-ink tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>

      <h3 className="mt-5 font-semibold text-ink">Next steps</h3>
      <ol className="mt-2 list-decimal space-y-2 pl-5 text-ink">
        <li>
          In{' '}
          <NewTabLink
            href={SEARCH_CONSOLE_URL}
            className={textLinkClass({
              variant: 'inline',
              className: 'inline-flex items-center gap-1',
            })}
          >
            Google Search Console
          </NewTabLink>
          , open <strong>Sitemaps</strong> and submit{' '}
          <code className="break-all">{`${origin}${MAIN_SITEMAP_PATH}`}</code>. This is needed only
          once: Google reads a submitted sitemap again on its own.
        </li>
        <li>
          Nothing to change in robots.txt: it already names {MAIN_SITEMAP_PATH}, so other search
          engines find the sitemaps too.
        </li>
      </ol>
    </div>
  );
}
