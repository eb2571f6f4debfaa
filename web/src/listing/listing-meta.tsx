import { listingTitle } from '#shared/format';
import type { LiveListingDetail } from '#shared/listing-detail';
import { JsonLd } from '../ui/json-ld';
import { DEFAULT_OG_IMAGE } from '../lib/default-og-image';
import { listingImageSrc } from '../lib/listing-images';
import { PageHead } from '../lib/page-head';
import { useAbsoluteUrl, useSiteOrigin } from '../lib/site-origin';
import { breadcrumbListJsonLd } from '../lib/structured-data';
import { detailMetaDescription, detailPageTitle, detailTrail } from './listing-copy';
import { vehicleJsonLd } from './structured-data';

type ListingMetaProps = { detail: LiveListingDetail; priceText: string };

/**
 * Title, description, canonical link, Open Graph and Twitter tags (hoisted into the head), the
 * Vehicle and BreadcrumbList JSON-LD, escaped so the seller's text cannot end it. URLs are on the
 * configured origin, so the server's tags and the browser's are the same.
 */
export function ListingMeta({ detail, priceText }: ListingMetaProps) {
  const { listing } = detail;
  const origin = useSiteOrigin();
  const url = useAbsoluteUrl(detail.path);
  const first = listing.image_urls[0];
  return (
    <>
      <PageHead
        title={detailPageTitle(listing)}
        description={detailMetaDescription(listing, priceText)}
        canonicalPath={detail.path}
        og={{
          type: 'product',
          title: listingTitle(listing),
          image: first ? listingImageSrc(first, 1280) : DEFAULT_OG_IMAGE,
        }}
      />
      <JsonLd data={vehicleJsonLd(listing, url, origin)} />
      <JsonLd data={breadcrumbListJsonLd(detailTrail(listing), origin)} />
    </>
  );
}
