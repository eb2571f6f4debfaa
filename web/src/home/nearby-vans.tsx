import { Link } from 'react-router-dom';
import { nearbyListingsRoute } from '#shared/api/routes/nearby-listings';
import { isBoosted } from '#shared/listing';
import { NEARBY_DEFAULT_RADIUS } from '#shared/nearby';
import { cardOfListing } from '#shared/search/card-of-listing';
import { useApi } from '../api/use-api';
import { ResultCard } from '../ui/result-card';
import { searchHref } from '#shared/pages/results-url';
import { useBuyerPostcode } from '../lib/buyer-postcode';

/**
 * "Vans near {postcode}": for a buyer who searched by postcode before, the nearest live vans to
 * it (the geo index, docs/decisions/015-lean-indexes-and-view-counter.md). Nothing is shown to a
 * first-time visitor, nor when none are near or the request fails: the strip is a shortcut.
 * The postcode is read after hydration, so the server's page (which cannot know it) has no strip.
 */
export function NearbyVans() {
  const postcode = useBuyerPostcode();
  const { data } = useApi(nearbyListingsRoute, postcode ? { query: { postcode } } : null);
  if (!postcode || !data || data.items.length === 0) return null;

  // A postcode search is nearest first by default (decision 024).
  const href = searchHref({ postcode: data.postcode, radius: NEARBY_DEFAULT_RADIUS });
  return (
    <section aria-labelledby="nearby-heading" className="container-page pb-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="nearby-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          Vans near <span className="whitespace-nowrap">{data.postcode}</span>
        </h2>
        <Link
          to={href}
          className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          See all vans near {data.postcode}
        </Link>
      </div>
      <p className="mt-1 text-muted">
        The nearest vans to your last postcode search, within {data.radius} miles.
      </p>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4">
        {data.items.map((listing) => (
          <li key={listing.id}>
            <ResultCard
              card={cardOfListing(listing, {
                featured: isBoosted(listing),
                distanceMiles: listing.distance_miles,
              })}
              eager={false}
              layout="grid"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
