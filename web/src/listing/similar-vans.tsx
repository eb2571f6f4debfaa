import type { SimilarResponse } from '#shared/listing-detail';
import type { LoadedAnswer } from '../api/loaded-answer';
import { useSimilarListings } from '../api/use-listing-detail';
import { ResultCard } from '../ui/result-card';

/** Up to 3, one row on a wide screen (the API already returns no more; the slice keeps the rule here). */
const SIMILAR_SHOWN = 3;

/** Only rendered for a live listing, so only asked for then. */
export function SimilarVans({
  listingId,
  loaded,
}: {
  listingId: string;
  loaded: LoadedAnswer<SimilarResponse> | undefined;
}) {
  const { data, error } = useSimilarListings(listingId, true, loaded);
  // A failure reads as an empty list, as the spec's helper queries do.
  const items = data?.items.slice(0, SIMILAR_SHOWN) ?? (error ? [] : undefined);
  return (
    <section aria-labelledby="similar-heading" className="mt-12">
      <h2 id="similar-heading" className="text-xl font-bold text-ink sm:text-2xl">
        Similar Vans
      </h2>
      {items === undefined ? (
        <p className="mt-4 text-muted" role="status">
          Loading similar vans…
        </p>
      ) : items.length === 0 ? (
        <p className="mt-4 text-muted">No similar vans found.</p>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
          {items.map((card) => (
            <li key={card.id}>
              <ResultCard card={card} eager={false} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
