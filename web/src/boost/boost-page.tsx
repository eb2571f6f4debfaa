import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { BOOST_TYPES, type BoostType } from '#shared/boosts';
import { listingIdParams } from '#shared/api/params';
import { boostPageRoute } from '#shared/api/routes/boost-page';
import { formatPrice, listingTitle } from '#shared/format';
import { sellerHeadline } from '#shared/listing-headline';
import { BOOST_MESSAGES, type BoostPage as BoostPageData } from '#shared/payments';
import { vatWordsInline } from '#shared/vat';
import { useApi } from '../api/use-api';
import { SignedInPage } from '../auth/signed-in-page';
import type { SessionUser } from '../auth/session-user';
import { CARD, PAGE_LEAD, SKELETON, INLINE_ALERT } from '../ui/styles';
import { ListingImage, PLACEHOLDER_IMAGE } from '../ui/listing-image';
import { MY_LISTINGS_NAV } from '../lib/navigation';
import { isNotFound } from '../api/not-found';
import { useRefreshOwnListings } from '../api/own-listings-cache';
import { showToast } from '../ui/toast-store';
import { BOOST_SIGNED_OUT_TOAST, BOOST_TEXT } from './boost-copy';
import { BoostOptionCard } from './boost-option-card';
import {
  NO_BOOSTS,
  selectedOptions,
  selectionSummary,
  withChoice,
  type BoostChoice,
  type BoostSelection,
} from './boost-selection';
import { BoostCheckoutBar, BoostSummary } from './boost-summary';
import { paymentReturnFrom } from './payment-return';
import { PaymentReturnNotice } from './payment-return-notice';
import { useBoostCheckout } from './use-boost-checkout';
import { usePaymentStatus } from './use-payment-status';
import { pages } from '#shared/pages';
import { buttonClass } from '../ui/button';
import { PageShell } from '../ui/page-shell';
import { TextLink } from '../ui/text-link';

/** /dashboard/listings/{id}/boost and /dashboard/boost/{id}: for signed-in users only. */
export function BoostListingPage() {
  return (
    <SignedInPage copy={BOOST_TEXT} signedOutToast={BOOST_SIGNED_OUT_TOAST}>
      {(user) => <BoostScreen user={user} />}
    </SignedInPage>
  );
}

const LOAD_FAILED_TOAST = {
  title: BOOST_MESSAGES.loadFailed,
  description: 'Please check your connection and try again.',
  variant: 'destructive',
} as const;

export function BoostScreen({ user }: { user: SessionUser }) {
  const { listingId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const validId = listingIdParams.safeParse({ id: listingId }).success;
  const { data, error, mutate } = useApi(
    boostPageRoute,
    validId ? { path: { id: listingId } } : null,
    { userId: user.id },
  );
  const [selection, setSelection] = useState<BoostSelection>(NO_BOOSTS);
  const checkout = useBoostCheckout(listingId);
  const refreshOwnListings = useRefreshOwnListings();

  const back = paymentReturnFrom(searchParams);
  // A succeeded payment changed the listing: its running ends here, its label in My Listings.
  const status = usePaymentStatus(back.kind === 'success' ? back.paymentId : null, user.id, () => {
    void refreshOwnListings();
    void mutate();
  });

  const load: BoostLoad = !listingId
    ? { status: 'missing-id' }
    : data
      ? { status: 'ready', page: data }
      : !validId || error
        ? { status: 'failed', notFound: !validId || isNotFound(error) }
        : { status: 'loading' };

  const failed = load.status === 'failed' || load.status === 'missing-id';
  const toasted = useRef(false);
  useEffect(() => {
    if (failed && !toasted.current) {
      showToast(
        load.status === 'missing-id'
          ? { title: BOOST_MESSAGES.missingId, variant: 'destructive' }
          : LOAD_FAILED_TOAST,
      );
    }
    toasted.current = failed;
  }, [failed, load.status]);

  return (
    <BoostView
      load={load}
      selection={selection}
      onChange={(type, change) => {
        setSelection((current) => withChoice(current, type, change));
        checkout.clearError();
      }}
      busy={checkout.busy}
      error={checkout.error}
      onProceed={() => void checkout.proceed(selectedOptions(selection))}
      onRetry={() => void mutate()}
      notice={
        back.kind === 'cancelled' ? (
          <PaymentReturnNotice state="cancelled" payment={undefined} />
        ) : back.kind === 'success' ? (
          <PaymentReturnNotice state={status.state} payment={status.payment} />
        ) : null
      }
    />
  );
}

export type BoostLoad =
  | { status: 'missing-id' }
  | { status: 'loading' }
  | { status: 'failed'; notFound: boolean }
  | { status: 'ready'; page: BoostPageData };

type BoostViewProps = {
  load: BoostLoad;
  selection: BoostSelection;
  onChange: (type: BoostType, change: Partial<BoostChoice>) => void;
  busy: boolean;
  error: string | null;
  onProceed: () => void;
  onRetry: () => void;
  /** What came of a checkout, on the return from it. */
  notice: ReactNode;
};

/** The page in each of its states (split out so it renders without a session in tests). */
export function BoostView({
  load,
  selection,
  onChange,
  busy,
  error,
  onProceed,
  onRetry,
  notice,
}: BoostViewProps) {
  return (
    <PageShell
      trail={[
        { label: 'Dashboard', href: pages.dashboard.build() },
        { label: MY_LISTINGS_NAV.label, href: MY_LISTINGS_NAV.to },
        { label: BOOST_TEXT.heading },
      ]}
      title={BOOST_TEXT.heading}
    >
      <p className={PAGE_LEAD}>{BOOST_TEXT.lead}</p>
      {notice}
      <div className="mt-8">
        <BoostContent
          load={load}
          selection={selection}
          onChange={onChange}
          busy={busy}
          error={error}
          onProceed={onProceed}
          onRetry={onRetry}
        />
      </div>
    </PageShell>
  );
}

function BoostContent({
  load,
  selection,
  onChange,
  busy,
  error,
  onProceed,
  onRetry,
}: Omit<BoostViewProps, 'notice'>) {
  if (load.status === 'missing-id') {
    return <LoadAlert message={BOOST_MESSAGES.missingId} />;
  }
  if (load.status === 'failed') {
    return (
      <LoadAlert
        message={BOOST_MESSAGES.loadFailed}
        detail={
          load.notFound
            ? 'This listing was not found among yours. It may have been deleted.'
            : 'Please check your connection and try again.'
        }
        onRetry={load.notFound ? undefined : onRetry}
      />
    );
  }
  if (load.status === 'loading') {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {BOOST_TEXT.loading}
        </p>
        <div className={`${SKELETON} h-28 w-full`} />
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <div className={`${SKELETON} h-56`} />
          <div className={`${SKELETON} h-56`} />
        </div>
      </div>
    );
  }
  const { page } = load;
  const summary = selectionSummary(selection);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
      <div className="grid gap-6">
        <ListingSummary listing={page.listing} />
        {page.boostable ? (
          BOOST_TYPES.map((type) => (
            <BoostOptionCard
              key={type}
              type={type}
              choice={selection[type]}
              runningUntil={page.running[type]}
              onChange={(change) => onChange(type, change)}
            />
          ))
        ) : (
          <NotBoostable reason={page.reason} />
        )}
      </div>
      {page.boostable ? (
        <>
          <BoostSummary
            items={summary.items}
            totalPence={summary.totalPence}
            busy={busy}
            error={error}
            onProceed={onProceed}
          />
          <BoostCheckoutBar
            items={summary.items}
            totalPence={summary.totalPence}
            busy={busy}
            onProceed={onProceed}
          />
        </>
      ) : null}
    </div>
  );
}

/** The listing being boosted: photo, title with the seller's headline, and price. */
function ListingSummary({ listing }: { listing: BoostPageData['listing'] }) {
  const headline = sellerHeadline(listing);
  return (
    <section aria-label="Listing" className={`${CARD} flex items-center gap-4`}>
      {listing.image_url ? (
        <ListingImage
          key={listing.image_url}
          url={listing.image_url}
          variant={320}
          sizes="160px"
          alt=""
          width={160}
          height={120}
          className="h-20 w-28 shrink-0 rounded-md bg-slate-100 object-cover sm:h-24 sm:w-32"
        />
      ) : (
        <img
          src={PLACEHOLDER_IMAGE}
          alt=""
          width={160}
          height={120}
          className="h-20 w-28 shrink-0 rounded-md bg-slate-100 object-contain sm:h-24 sm:w-32"
        />
      )}
      <div className="min-w-0">
        <p className="text-lg font-semibold break-words text-ink">{listingTitle(listing)}</p>
        {headline ? (
          <p data-testid="listing-headline" className="break-words text-muted">
            {headline}
          </p>
        ) : null}
        <p className="mt-1 text-ink">
          <span className="font-bold">{formatPrice(listing.price)}</span>{' '}
          <span className="text-sm text-muted">{vatWordsInline(listing)}</span>
        </p>
        {listing.public_path ? (
          <p className="mt-1 text-sm">
            <TextLink to={listing.public_path}>View public listing</TextLink>
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** Not live (waiting for review, rejected, inactive or sold): why, instead of the options. */
function NotBoostable({ reason }: { reason: string | null }) {
  return (
    <section aria-labelledby="boost-unavailable" className={CARD}>
      <h2 id="boost-unavailable" className="text-xl font-bold tracking-tight text-ink">
        {BOOST_TEXT.notBoostableHeading}
      </h2>
      <p className="mt-2 text-ink">{reason ?? BOOST_MESSAGES.notLive}</p>
      <p className="mt-4">
        <Link to={pages.myListings.build()} className={buttonClass({ variant: 'secondary' })}>
          {BOOST_TEXT.backToListings}
        </Link>
      </p>
    </section>
  );
}

function LoadAlert({
  message,
  detail,
  onRetry,
}: {
  message: string;
  detail?: string;
  onRetry?: (() => void) | undefined;
}) {
  return (
    <div role="alert" className={INLINE_ALERT}>
      <p className="font-semibold">{message}</p>
      {detail ? <p className="mt-1">{detail}</p> : null}
      <div className="mt-3 flex flex-wrap gap-3">
        {onRetry ? (
          <button type="button" onClick={onRetry} className={buttonClass({ variant: 'secondary' })}>
            {BOOST_TEXT.retry}
          </button>
        ) : null}
        <Link to={pages.myListings.build()} className={buttonClass({ variant: 'secondary' })}>
          {BOOST_TEXT.backToListings}
        </Link>
      </div>
    </div>
  );
}
