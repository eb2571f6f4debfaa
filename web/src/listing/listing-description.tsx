import type { PublicListing } from '#shared/listing-detail';
import { descriptionParagraphs } from '../lib/description-paragraphs';

/** The seller's words, one paragraph per line, always as text (never parsed as HTML). */
export function ListingDescription({ listing }: { listing: PublicListing }) {
  const paragraphs = descriptionParagraphs(listing.description);
  return (
    <>
      <section aria-labelledby="description-heading">
        <h2 id="description-heading" className="text-xl font-bold text-ink">
          Description
        </h2>
        <div className="mt-3 space-y-3 leading-relaxed break-words text-ink">
          {paragraphs.length > 0 ? (
            paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>)
          ) : (
            <p className="text-muted">The seller has not written a description.</p>
          )}
        </div>
      </section>
      <section aria-labelledby="features-heading">
        <h2 id="features-heading" className="text-xl font-bold text-ink">
          Key features
        </h2>
        {listing.features.length > 0 ? (
          <ul className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
            {listing.features.map((feature) => (
              <li key={feature} className="flex items-start gap-2 text-ink">
                <span aria-hidden="true" className="font-bold text-emerald-700">
                  ✓
                </span>
                {feature}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-muted">No features listed.</p>
        )}
      </section>
    </>
  );
}
