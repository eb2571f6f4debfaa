import { slugify } from './slug';

/** The canonical detail path: /used-vans/{make}/{model}/{year}/{location}/{listingId}. */
export function listingPath(listing: {
  id: string;
  make: string;
  model: string;
  year: number;
  location: string;
}): string {
  return `/used-vans/${slugify(listing.make)}/${slugify(listing.model)}/${listing.year}/${slugify(listing.location)}/${listing.id}`;
}

export function makePath(make: string): string {
  return `/used-vans/${slugify(make)}`;
}

export function modelPath(make: string, model: string): string {
  return `/used-vans/${slugify(make)}/${slugify(model)}`;
}
