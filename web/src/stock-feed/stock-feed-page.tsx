import type { FormEvent } from 'react';
import { formatLongDate } from '#shared/format';
import { pages } from '#shared/pages';
import {
  feedRunSummary,
  setStockFeedSchema,
  STOCK_FEED_LIMITS,
  type OwnStockFeed,
  type StockFeedRun,
} from '#shared/stock-feed';
import { ApiError } from '../api/fetch-json';
import { SignedInPage } from '../auth/signed-in-page';
import { schemaCheck, useForm } from '../forms/use-form';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { TextInput } from '../ui/field';
import { PageShell } from '../ui/page-shell';
import { RetryAlert } from '../ui/retry-alert';
import { SKELETON } from '../ui/styles';
import { STOCK_FEED_SIGNED_OUT_TOAST, STOCK_FEED_TEXT as TEXT } from './stock-feed-copy';
import { useStockFeed } from './use-stock-feed';

/** /dashboard/stock-feed: a dealer's scheduled stock feed and its runs (decision 074). */
export function StockFeedPage() {
  return (
    <SignedInPage copy={TEXT} signedOutToast={STOCK_FEED_SIGNED_OUT_TOAST}>
      {(user) => <StockFeed userId={user.id} />}
    </SignedInPage>
  );
}

function StockFeed({ userId }: { userId: string }) {
  const feed = useStockFeed(userId);
  return (
    <PageShell
      trail={[
        { label: 'Dashboard', href: pages.dashboard.build() },
        { label: 'My Listings', href: pages.myListings.build() },
        { label: TEXT.heading },
      ]}
      title={TEXT.heading}
      lead={TEXT.lead}
    >
      <div className="mt-8 grid gap-6">
        {feed.refused ? (
          <Card>
            <p>{feed.refused}</p>
          </Card>
        ) : feed.failed ? (
          <RetryAlert message={TEXT.loadFailed} onRetry={feed.retry} />
        ) : feed.data === null ? (
          <div aria-busy="true" aria-label={TEXT.loading} className={`h-32 ${SKELETON}`} />
        ) : (
          <StockFeedView
            data={feed.data}
            busy={feed.busy}
            onSave={feed.save}
            onRemove={feed.remove}
            onRun={feed.run}
            onRefresh={feed.refresh}
          />
        )}
      </div>
    </PageShell>
  );
}

type ViewProps = {
  data: OwnStockFeed;
  busy: 'save' | 'remove' | 'run' | null;
  onSave: (body: { url: string }) => Promise<void>;
  onRemove: () => Promise<void>;
  onRun: () => Promise<void>;
  onRefresh: () => void;
};

/** The feed's form and its runs (apart from the data hook, so it renders in tests). */
export function StockFeedView({ data, busy, onSave, onRemove, onRun, onRefresh }: ViewProps) {
  const running = data.runs.some((run) => run.status === 'running');
  return (
    <>
      <Card headingId="feed-settings" title="Feed" padding="list">
        <FeedForm
          key={data.feed?.url ?? ''}
          url={data.feed?.url ?? ''}
          busy={busy}
          onSave={onSave}
        />
        {data.feed && data.feed.failures > 0 ? (
          <p role="status" className="mt-3 text-sm font-semibold text-red-800">
            {TEXT.failures(data.feed.failures)}
          </p>
        ) : null}
        {data.feed ? (
          <div className="mt-4 flex flex-wrap gap-3">
            <Button size="sm" disabled={busy !== null || running} onClick={() => void onRun()}>
              {busy === 'run' ? TEXT.running : TEXT.runNow}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={busy !== null}
              onClick={() => void onRemove()}
            >
              {TEXT.remove}
            </Button>
          </div>
        ) : null}
      </Card>
      <section aria-labelledby="feed-runs">
        <div className="flex items-center justify-between gap-3">
          <h2 id="feed-runs" className="text-lg font-bold text-ink">
            {TEXT.runs}
          </h2>
          {running ? (
            <Button size="sm" variant="secondary" onClick={onRefresh}>
              Refresh
            </Button>
          ) : null}
        </div>
        {data.runs.length === 0 ? (
          <p className="mt-2 text-muted">{TEXT.noRuns}</p>
        ) : (
          <ol className="mt-3 grid gap-3">
            {data.runs.map((run) => (
              <li key={run.id}>
                <RunCard run={run} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

function FeedForm({
  url,
  busy,
  onSave,
}: {
  url: string;
  busy: ViewProps['busy'];
  onSave: ViewProps['onSave'];
}) {
  const form = useForm({
    initial: { url },
    check: schemaCheck(setStockFeedSchema),
    idPrefix: 'feed',
    order: ['url'],
  });
  async function save(body: { url: string }) {
    try {
      await onSave(body);
    } catch (error) {
      const message = error instanceof ApiError ? error.message : TEXT.changeFailed;
      form.showErrors({
        url: error instanceof ApiError ? (error.fields?.url?.[0] ?? message) : message,
      });
    }
  }
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void form.submit(save);
  }
  return (
    <form noValidate onSubmit={submit} className="mt-3 grid gap-3">
      <TextInput
        {...form.field('url')}
        label={TEXT.url}
        hint={TEXT.urlHint}
        type="url"
        inputMode="url"
        maxLength={STOCK_FEED_LIMITS.urlMaxLength}
      />
      <div>
        <Button type="submit" size="sm" disabled={busy !== null}>
          {busy === 'save' ? TEXT.saving : TEXT.save}
        </Button>
      </div>
    </form>
  );
}

const TONE = { running: 'waiting', completed: 'positive', failed: 'negative' } as const;

function RunCard({ run }: { run: StockFeedRun }) {
  const when = `${formatLongDate(run.started_at)}, ${run.started_at.slice(11, 16)} UTC`;
  return (
    <Card padding="compact">
      <p className="flex flex-wrap items-center gap-2">
        <Badge tone={TONE[run.status]}>
          {run.status === 'running'
            ? 'Running'
            : run.status === 'completed'
              ? 'Completed'
              : 'Failed'}
        </Badge>
        <span className="font-semibold">{when}</span>
        <span className="text-muted">{TEXT.trigger[run.trigger]}</span>
      </p>
      <p className="mt-2">{feedRunSummary(run)}</p>
      {run.errors.length > 0 ? (
        <details className="mt-2">
          <summary className="cursor-pointer font-semibold">
            {TEXT.rowErrors} ({run.error_count})
          </summary>
          <ul className="mt-2 list-disc pl-5 text-sm">
            {run.errors.map((error, i) => (
              <li key={i}>{error.message}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </Card>
  );
}
