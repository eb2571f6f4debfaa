import { useRef, useState } from 'react';
import { formatPrice, listingTitle } from '#shared/format';
import type { LiveListingDetail, SimilarResponse } from '#shared/listing-detail';
import type { LoadedAnswer } from '../api/loaded-answer';
import { useSimilarListings } from '../api/use-listing-detail';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { useAbsoluteUrl } from '../lib/site-origin';
import { breadcrumbLinks } from '../lib/saved-filters';
import { FinanceCalculator } from './finance-calculator';
import { DetailCards } from './detail-cards';
import { EnquiryForm } from './enquiry-form';
import { ConversationEnquiryForm } from './conversation-enquiry-form';
import { useSession } from '../auth/session-store';
import { detailTrail } from './listing-copy';
import { Gallery } from '../ui/gallery';
import { ListingDescription } from './listing-description';
import { ListingHeader } from './listing-header';
import { ListingMeta } from './listing-meta';
import { MobileContactBar } from './mobile-contact-bar';
import { MotHistorySection } from './mot-history-section';
import { SellerCard } from './seller-card';
import { SimilarVans } from './similar-vans';
import { RecentlyViewed } from '../ui/recently-viewed';
import { ReportListing } from './report-listing';
import { usePhoneReveal } from '../lib/use-phone-reveal';
import { fetchSellerPhone } from '../api/use-listing-detail';
import { showToast } from '../ui/toast-store';
import { phoneRevealToast } from './contact-errors';
import { VanSpecification } from './van-specification';
import { useRecordView } from './use-record-view';
import { useSellerMissing } from './use-seller-missing';

type LiveListingProps = {
  detail: LiveListingDetail;
  /** The address bar shows the canonical path (the redirect, if any, has happened). */
  canonical: boolean;
  /** The similar vans the route's loader read, undefined after a navigation. */
  similar: LoadedAnswer<SimilarResponse> | undefined;
};

export function LiveListing({ detail, canonical, similar }: LiveListingProps) {
  const { listing, seller } = detail;
  useRecordView(listing.id, canonical);
  useSellerMissing(listing.id, seller);
  const phone = usePhoneReveal(
    () => fetchSellerPhone(listing.id),
    (error) => showToast(phoneRevealToast(error)),
  );
  const [enquiryOpen, setEnquiryOpen] = useState(false);
  const signedIn = useSession().status === 'signed-in';
  const enquiryRef = useRef<HTMLElement>(null);
  const title = listingTitle(listing);
  const shareUrl = useAbsoluteUrl(detail.path);
  // The same request as the similar vans below (one cache key): the band comes with them.
  const priceIndicator = useSimilarListings(listing.id, true, similar).data?.price_indicator;

  function openEnquiry() {
    setEnquiryOpen(true);
    // After the form renders: bring it into view and put the cursor in its first field.
    requestAnimationFrame(() => {
      enquiryRef.current?.scrollIntoView({ block: 'start' });
      enquiryRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus({
        preventScroll: true,
      });
    });
  }

  return (
    <div className="container-page pt-6 pb-12 sm:pt-8">
      <ListingMeta detail={detail} priceText={formatPrice(listing.price)} />
      <Breadcrumbs trail={breadcrumbLinks(detailTrail(listing))} currentHref={detail.path} />
      {/*
       * Phones (below 768 px): one line of title, then the photo, then the price, key facts,
       * seller and details, in one column (decision 035): the header and the grid lend it their
       * parts (`display: contents`) and the title and photo take the first places. From 768 px
       * the header sits above the photos, and from 1024 px the seller beside photos and details.
       */}
      <div className="max-md:mt-3 max-md:flex max-md:flex-col">
        <ListingHeader detail={detail} shareUrl={shareUrl} priceIndicator={priceIndicator} />
        <div className="mt-6 grid gap-8 max-md:contents lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0 max-md:-order-1 max-md:mt-3">
            <Gallery images={listing.image_urls} title={title} />
          </div>
          {/*
           * From 1024 px the seller stays in view beside the photos and details (its own column, so
           * it covers nothing). Not while the enquiry form is open: the two together can be taller
           * than the window, and the form's end must stay reachable.
           */}
          <div
            data-testid="seller-column"
            className={`space-y-6 max-md:mt-8 lg:row-span-2 lg:self-start ${enquiryOpen ? '' : 'lg:sticky lg:top-4'}`}
          >
            <SellerCard
              seller={seller}
              phone={phone}
              enquiryOpen={enquiryOpen}
              onEmail={openEnquiry}
            />
            {enquiryOpen && seller?.has_email ? (
              // A signed-in buyer writes in Messages (decision 075); anyone else by e-mail relay.
              signedIn ? (
                <ConversationEnquiryForm
                  ref={enquiryRef}
                  listingId={listing.id}
                  title={title}
                  onClose={() => setEnquiryOpen(false)}
                />
              ) : (
                <EnquiryForm
                  ref={enquiryRef}
                  listingId={listing.id}
                  title={title}
                  onClose={() => setEnquiryOpen(false)}
                />
              )
            ) : null}
            <ReportListing listingId={listing.id} title={title} />
          </div>
          <div className="min-w-0 space-y-8 max-md:mt-8">
            <DetailCards listing={listing} />
            {detail.finance ? (
              <FinanceCalculator listing={listing} finance={detail.finance} />
            ) : null}
            <VanSpecification listing={listing} />
            <ListingDescription listing={listing} />
            <MotHistorySection detail={detail} />
          </div>
        </div>
      </div>

      <SimilarVans listingId={listing.id} loaded={similar} />
      <RecentlyViewed current={listing.id} className="mt-12" />
      <MobileContactBar seller={seller} phone={phone} onEmail={openEnquiry} />
    </div>
  );
}
