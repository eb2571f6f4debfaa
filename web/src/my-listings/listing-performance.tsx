import { useState } from 'react';
import { ownListingPerformanceRoute } from '#shared/api/routes/own-listing-performance';
import type { PerformanceWindow } from '#shared/performance';
import { useApi } from '../api/use-api';
import { PerformancePanel } from '../ui/performance-charts';

/** The owner's listing page: the listing's five figures per day over the last 30 or 90 days. */
export function ListingPerformance({ listingId, userId }: { listingId: string; userId: string }) {
  const [window, setWindow] = useState<PerformanceWindow>(30);
  const { data, error, mutate } = useApi(
    ownListingPerformanceRoute,
    { path: { id: listingId }, query: { days: String(window) } },
    { userId, keepPreviousData: true },
  );
  return (
    <PerformancePanel
      headingId="listing-performance"
      heading="Performance over time"
      lead="Views, enquiries, phone reveals, saves and search appearances of this listing, per day (UK time)."
      subject="this listing"
      window={window}
      onWindow={setWindow}
      series={data}
      failed={!data && Boolean(error)}
      onRetry={() => void mutate()}
    />
  );
}
