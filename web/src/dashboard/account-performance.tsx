import { useState } from 'react';
import { ownPerformanceRoute } from '#shared/api/routes/own-performance';
import type { PerformanceWindow } from '#shared/performance';
import { useApi } from '../api/use-api';
import { Button } from '../ui/button';
import { PerformancePanel } from '../ui/performance-charts';
import { usePerformanceCsv } from './use-performance-csv';

/**
 * The dashboard's account summary: the five figures across all the seller's listings per day,
 * from the account's own daily items (one read), and the same days as a CSV file.
 */
export function AccountPerformance({ userId }: { userId: string }) {
  const [window, setWindow] = useState<PerformanceWindow>(30);
  const { data, error, mutate } = useApi(
    ownPerformanceRoute,
    { query: { days: String(window) } },
    { userId, keepPreviousData: true },
  );
  const csv = usePerformanceCsv();
  return (
    <PerformancePanel
      headingId="account-performance"
      heading="Performance over time"
      lead="Across all your listings, per day (UK time): how often buyers saw, opened, saved and contacted you."
      subject="all your listings"
      window={window}
      onWindow={setWindow}
      series={data}
      failed={!data && Boolean(error)}
      onRetry={() => void mutate()}
      actions={
        <Button
          variant="secondary"
          disabled={!data || csv.busy}
          aria-disabled={csv.busy || undefined}
          onClick={() => data && void csv.download(data)}
        >
          {csv.busy ? 'Preparing CSV…' : 'Download CSV'}
        </Button>
      }
    />
  );
}
