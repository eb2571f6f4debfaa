import { listingTitle } from '../../../shared/format';
import type { LiveListingDetail } from '../../../shared/listing-detail';
import { JsonLd } from '../components/json-ld';
import { listingImageSrc } from '../lib/listing-images';
import { SITE_NAME } from '../lib/site';
import { breadcrumbListJsonLd } from '../lib/structured-data';
import { usePageMeta } from '../lib/use-page-meta';
import { detailMetaDescription, detailPageTitle, detailTrail } from './listing-copy';
import { vehicleJsonLd } from './structured-data';

type ListingMetaProps = { detail: LiveListingDetail; priceText: string };

/**
 * Title, description, canonical link, Open Graph and Twitter tags (React places <link> and
 * <meta> in the head), the Vehicle and BreadcrumbList JSON-LD, escaped so the seller's text cannot end it.
 */
export function ListingMeta({ detail, priceText }: ListingMetaProps) {
  const { listing } = detail;
  const title = detailPageTitle(listing);
  const description = detailMetaDescription(listing, priceText);
  usePageMeta({ title, description });
  const origin = window.location.origin;
  const url = new URL(detail.path, origin).href;
  const first = listing.image_urls[0];
  const image = first ? new URL(listingImageSrc(first, 1280), origin).href : undefined;
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:type" content="product" />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={listingTitle(listing)} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {image ? <meta property="og:image" content={image} /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={listingTitle(listing)} />
      <meta name="twitter:description" content={description} />
      {image ? <meta name="twitter:image" content={image} /> : null}
      <JsonLd data={vehicleJsonLd(listing, url, origin)} />
      <JsonLd data={breadcrumbListJsonLd(detailTrail(listing), origin)} />
    </>
  );
}
