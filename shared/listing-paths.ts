import { pages } from './pages';
import { slugify } from './slug';

/** The canonical detail path: /used-vans/{make}/{model}/{year}/{location}/{listingId}. */
export function listingPath(listing: {
  id: string;
  make: string;
  model: string;
  year: number;
  location: string;
}): string {
  return pages.listingWithYear.build({
    make: slugify(listing.make),
    model: slugify(listing.model),
    year: String(listing.year),
    location: slugify(listing.location),
    listingId: listing.id,
  });
}

export function makePath(make: string): string {
  return pages.usedVans.build({ make: slugify(make) });
}

export function modelPath(make: string, model: string): string {
  return pages.usedVans.build({ make: slugify(make), model: slugify(model) });
}
