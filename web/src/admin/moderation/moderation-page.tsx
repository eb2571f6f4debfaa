import { useEffect, useEffectEvent, useRef, useState, type Ref } from 'react';
import type { AdminListingDetail, ModerationItem } from '#shared/admin/listings';
import { adminListingRoute } from '#shared/api/routes/admin-listing';
import { formatNumber, formatPrice } from '#shared/format';
import { LISTING_MESSAGES } from '#shared/listing-form';
import { useApi } from '../../api/use-api';
import { useAdminUser } from '../layout/admin-context';
import { detailTarget } from '../listings/admin-listing-page';
import { ListingActionDialogs } from '../listings/listing-action-dialogs';
import { ListingReview } from '../listings/listing-review';
import { listingName } from '../listings/listing-rows';
import { useListingActions, type ListingActions } from '../listings/use-listing-actions';
import { AdminPageFrame } from '../ui/admin-page-frame';
import { CARD, CARD_HEADING } from '../../ui/styles';
import { Badge } from '../../ui/badge';
import { adminDateTime } from '../ui/format';
import { LoadingOrFailed } from '../ui/load-states';
import { useFailureToast } from '../ui/use-failure-toast';
import { afterDone, currentItem, stepFrom } from './queue-state';
import { REVIEW_KEYS, reviewCommand } from './review-shortcuts';
import { useModerationQueue } from './use-moderation-queue';
import { pages } from '#shared/pages';
import { buttonClass } from '../../ui/button';
import { cardClass } from '../../ui/card';
import { MileageFlagBadge } from '../listings/mileage-flag';
import { TextLink } from '../../ui/text-link';

export const MODERATION_TITLE = 'Moderation';
export const QUEUE_EMPTY = 'Nothing waiting for review';
const QUEUE_LOAD_FAILED = 'Could not load the moderation queue';

/**
 * /admin/moderation: the listings waiting for review, longest waiting first, one at a time with
 * everything needed to judge it; Approve or Reject moves on to the next. A reviewer's keys: A,
 * R, J and K.
 */
export function ModerationPage() {
  const user = useAdminUser();
  const queue = useModerationQueue(user.id);
  const [chosen, setChosen] = useState<string | null>(null);
  const current = currentItem(queue.items, chosen);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const itemHeadingRef = useRef<HTMLHeadingElement>(null);
  const detail = useApi(adminListingRoute, current ? { path: { id: current.id } } : null, {
    userId: user.id,
  });
  // The detail of the item shown now (SWR may still hold the previous item's while it loads).
  const loaded = detail.data && detail.data.listing.id === current?.id ? detail.data : undefined;

  const actions = useListingActions({
    onDone: (kind, target) => {
      setChosen(afterDone(queue.items, target.id));
      queue.markDone(target.id);
      if (kind !== 'status') itemHeadingRef.current?.focus();
    },
    fallbackFocus: () => itemHeadingRef.current ?? headingRef.current,
  });

  useFailureToast(queue.failed, { title: QUEUE_LOAD_FAILED, variant: 'destructive' });

  /** J and K, and the Previous and Next buttons: at the end, the queue's next page. */
  function step(delta: 1 | -1) {
    if (!current) return;
    const next = stepFrom(queue.items, current.id, delta);
    if (next) setChosen(next);
    else if (delta === 1 && queue.hasMore) queue.loadMore();
  }

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    const dialogOpen = Boolean(document.querySelector('dialog[open]'));
    const command = reviewCommand(event, dialogOpen);
    if (!command || !current) return;
    event.preventDefault();
    if (command === 'next' || command === 'previous') {
      step(command === 'next' ? 1 : -1);
      return;
    }
    // Approve and reject what is on screen only: never an item whose details have not loaded.
    if (!loaded || actions.busy) return;
    if (command === 'approve') void actions.approve(detailTarget(loaded));
    else actions.openReject(detailTarget(loaded));
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const pending = queue.pending;
  return (
    <AdminPageFrame
      title={MODERATION_TITLE}
      description="Listings waiting for review, longest waiting first."
      lead={
        pending === null
          ? 'Listings waiting for review, longest waiting first.'
          : `${formatNumber(pending)} ${pending === 1 ? 'listing' : 'listings'} waiting for review, longest waiting first.`
      }
      trail={[{ label: 'Admin', href: pages.admin.build() }, { label: MODERATION_TITLE }]}
      headingRef={headingRef}
    >
      {!queue.loaded ? (
        <LoadingOrFailed failed={queue.failed} message={QUEUE_LOAD_FAILED} onRetry={queue.retry} />
      ) : current === null ? (
        <QueueEmpty hasMore={queue.hasMore} onLoadMore={queue.loadMore} />
      ) : (
        <div className="grid gap-6 xl:grid-cols-[18rem_minmax(0,1fr)] xl:items-start">
          {/* The item first (a phone reads it before the queue); beside the queue on wide screens. */}
          <ReviewItem
            item={current}
            position={queue.items.indexOf(current) + 1}
            count={queue.items.length}
            detail={loaded}
            failed={Boolean(detail.error) && !loaded}
            onRetry={() => void detail.mutate()}
            actions={actions}
            headingRef={itemHeadingRef}
            onStep={step}
            canStep={{
              previous: stepFrom(queue.items, current.id, -1) !== null,
              next: stepFrom(queue.items, current.id, 1) !== null || queue.hasMore,
            }}
          />
          <div className="grid gap-4 xl:sticky xl:top-4 xl:col-start-1 xl:row-start-1">
            <ShortcutLegend />
            <QueueList
              items={queue.items}
              currentId={current.id}
              onChoose={setChosen}
              hasMore={queue.hasMore}
              loadingMore={queue.loadingMore}
              loadMoreFailed={queue.loadMoreFailed}
              onLoadMore={queue.loadMore}
            />
          </div>
        </div>
      )}
      <ListingActionDialogs actions={actions} userId={user.id} />
    </AdminPageFrame>
  );
}

export function QueueEmpty({ hasMore, onLoadMore }: { hasMore: boolean; onLoadMore: () => void }) {
  return (
    <div role="status" className={`${CARD} text-center`}>
      <p className="text-lg font-semibold text-ink">{QUEUE_EMPTY}</p>
      <p className="mt-2 text-muted">
        New and edited listings appear here until they are approved or rejected.
      </p>
      {hasMore ? (
        <button
          type="button"
          onClick={onLoadMore}
          className={`${buttonClass({ variant: 'secondary' })} mt-4`}
        >
          Load more
        </button>
      ) : (
        <p className="mt-3">
          <TextLink to={pages.adminListings.build()}>Go to Admin Listings</TextLink>
        </p>
      )}
    </div>
  );
}

export function ShortcutLegend() {
  return (
    <section
      aria-labelledby="review-keys"
      className={cardClass({ padding: 'list', className: 'text-sm' })}
    >
      <h2 id="review-keys" className="font-semibold text-ink">
        Keyboard shortcuts
      </h2>
      <ul className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-ink">
        {REVIEW_KEYS.map((entry) => (
          <li key={entry.key}>
            <kbd className="rounded border border-slate-500 bg-slate-50 px-1.5 font-mono text-xs">
              {entry.key}
            </kbd>{' '}
            {entry.label}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-muted">Not while typing in a field or a dialog is open.</p>
    </section>
  );
}

type QueueListProps = {
  items: readonly ModerationItem[];
  currentId: string;
  onChoose: (id: string) => void;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
};

export function QueueList({
  items,
  currentId,
  onChoose,
  hasMore,
  loadingMore,
  loadMoreFailed,
  onLoadMore,
}: QueueListProps) {
  return (
    <nav aria-label="Waiting for review" className={cardClass({ padding: 'tight' })}>
      <ol className="grid max-h-[60vh] gap-1 overflow-y-auto">
        {items.map((item) => {
          const current = item.id === currentId;
          return (
            <li key={item.id}>
              <button
                type="button"
                aria-current={current ? 'true' : undefined}
                onClick={() => onChoose(item.id)}
                className={`w-full rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100 ${
                  current ? 'bg-brand-50 ring-1 ring-brand-700 ring-inset' : ''
                }`}
              >
                <span className="block font-semibold break-words text-ink">
                  {listingName(item)}
                </span>
                <span className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-muted">
                  {formatPrice(item.price)} · since {adminDateTime(item.updated_at)}
                  {item.resubmitted ? (
                    <Badge tone="info">Edited</Badge>
                  ) : (
                    <Badge tone="waiting">New</Badge>
                  )}
                  <MileageFlagBadge flag={item.mileage_flag} />
                </span>
              </button>
            </li>
          );
        })}
      </ol>
      {hasMore ? (
        <div className="p-2">
          <button
            type="button"
            aria-disabled={loadingMore || undefined}
            onClick={onLoadMore}
            className={`${buttonClass({ variant: 'secondary', size: 'sm' })} w-full`}
          >
            {loadingMore ? 'Loading...' : 'Load more'}
          </button>
          {loadMoreFailed ? (
            <p role="alert" className="mt-2 text-sm text-red-800">
              Could not load more. Please try again.
            </p>
          ) : null}
        </div>
      ) : null}
    </nav>
  );
}

type ReviewItemProps = {
  item: ModerationItem;
  position: number;
  count: number;
  detail: AdminListingDetail | undefined;
  failed: boolean;
  onRetry: () => void;
  actions: ListingActions;
  headingRef?: Ref<HTMLHeadingElement>;
  /** Previous (-1) and Next (1), where there is one. */
  onStep?: (delta: 1 | -1) => void;
  canStep?: { previous: boolean; next: boolean };
};

/** The item under review: its name, Approve and Reject, then the whole listing. */
export function ReviewItem({
  item,
  position,
  count,
  detail,
  failed,
  onRetry,
  actions,
  headingRef,
  onStep,
  canStep = { previous: false, next: false },
}: ReviewItemProps) {
  const name = listingName(item);
  const busy = actions.busyOn(item.id);
  return (
    <article
      aria-labelledby="review-item-title"
      className="grid min-w-0 gap-6 xl:col-start-2 xl:row-start-1"
    >
      <div className={`${CARD} flex flex-wrap items-center gap-3`}>
        <div className="min-w-0 flex-1">
          <p className="text-sm text-muted">
            {position} of {count} loaded ·{' '}
            {item.resubmitted ? 'Edited since approval' : 'New listing'}
          </p>
          <h2
            id="review-item-title"
            ref={headingRef}
            tabIndex={-1}
            className={`${CARD_HEADING} break-words`}
          >
            {name}
          </h2>
          <p className="text-sm">
            <TextLink to={pages.adminListing.build({ listingId: item.id })}>
              Open the listing’s page
            </TextLink>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            aria-keyshortcuts="A"
            aria-disabled={!detail || busy || undefined}
            onClick={() => {
              if (detail && !busy) void actions.approve(detailTarget(detail));
            }}
            className={buttonClass({ variant: 'approve', size: 'sm' })}
          >
            {actions.busy?.kind === 'approve' && busy ? 'Approving...' : 'Approve'}
          </button>
          <button
            type="button"
            aria-haspopup="dialog"
            aria-keyshortcuts="R"
            aria-disabled={!detail || busy || undefined}
            onClick={() => {
              if (detail && !busy) actions.openReject(detailTarget(detail));
            }}
            className={buttonClass({ variant: 'danger-outline', size: 'sm' })}
          >
            Reject
          </button>
          <button
            type="button"
            aria-keyshortcuts="K"
            disabled={!canStep.previous}
            onClick={() => onStep?.(-1)}
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
          >
            Previous
          </button>
          <button
            type="button"
            aria-keyshortcuts="J"
            disabled={!canStep.next}
            onClick={() => onStep?.(1)}
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
          >
            Next
          </button>
        </div>
      </div>
      <p role="status" className="sr-only">
        {detail ? `Reviewing ${name}, ${position} of ${count}` : ''}
      </p>
      {detail ? (
        <ListingReview detail={detail} />
      ) : (
        <LoadingOrFailed failed={failed} message={LISTING_MESSAGES.loadFailed} onRetry={onRetry} />
      )}
    </article>
  );
}
