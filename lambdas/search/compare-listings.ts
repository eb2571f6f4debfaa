import type { CompareItem, CompareQuery, CompareResponse } from '#shared/compare';
import { distanceMiles, type LatLng } from '#shared/geo';
import { FEATURES } from '#shared/catalogue/features';
import { featureFromSlug } from '#shared/search/filters';
import type { SearchDoc, SearchIndex } from './types';
import { postcodeOrigin, type SearchDeps } from './search-listings';
import { boostedNow, toSearchCard } from './search-card';

export type CompareDeps = {
  /** The in-memory index of live listings: a van not in it is no longer available. */
  index: () => Promise<SearchIndex>;
  geocode: SearchDeps['geocode'];
};

function compareItem(
  index: SearchIndex,
  doc: SearchDoc | undefined,
  id: string,
  origin: LatLng | null,
  now: Date,
) {
  if (!doc) return { id, available: false } satisfies CompareItem;
  const located = origin && doc.latitude !== null && doc.longitude !== null;
  const card = toSearchCard(
    {
      doc,
      distanceMiles: located
        ? distanceMiles(origin, { latitude: doc.latitude!, longitude: doc.longitude! })
        : null,
      boosted: boostedNow(doc, now),
      // The compare table leaves it out (it lines up what the vans are), but a signed-out
      // buyer's /saved takes its cards from here and shows the band as result cards do.
      priceBand: index.priceIndicator(doc.id)?.band ?? null,
    },
    null,
    now,
  );
  return {
    ...card,
    available: true,
    body_type: doc.body_type,
    engine_size_cc: doc.engine_size_cc,
    // In the product's order, so the same features line up across the vans.
    features: doc.features
      .flatMap((slug) => featureFromSlug(slug) ?? [])
      .sort((a, b) => FEATURES.indexOf(a) - FEATURES.indexOf(b)),
  } satisfies CompareItem;
}

/**
 * The vans named, in the order named, from the index alone (no table read): a live one with
 * what the compare table shows, any other as no longer available. With a postcode (an unknown
 * one is a 422, as in search), each located van's distance from it.
 */
export async function compareListings(
  deps: CompareDeps,
  query: CompareQuery,
  now: Date = new Date(),
): Promise<CompareResponse> {
  const origin = query.postcode ? await postcodeOrigin(deps.geocode, query.postcode) : null;
  const index = await deps.index();
  return {
    items: query.ids.map((id) => compareItem(index, index.get(id), id, origin, now)),
    postcode: origin ? (query.postcode ?? null) : null,
  };
}
