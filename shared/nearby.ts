import { z } from 'zod';
import type { ListingCard } from './listing';
import { postcodeSchema } from './postcode-schema';

/** How many vans the home page's "Vans near you" strip shows, and how far it looks. */
export const NEARBY_LIMIT = 8;
export const NEARBY_RADIUS_CHOICES = [10, 25, 50] as const;
export const NEARBY_DEFAULT_RADIUS = 25;

/** GET /api/listings/nearby?postcode=LS1+4DY&radius=25 */
export const nearbyQuerySchema = z.object({
  postcode: postcodeSchema(),
  radius: z
    .enum(NEARBY_RADIUS_CHOICES.map(String) as [string, ...string[]], {
      error: `Radius must be one of: ${NEARBY_RADIUS_CHOICES.join(', ')}`,
    })
    .transform(Number)
    .default(NEARBY_DEFAULT_RADIUS),
});

export type NearbyQuery = z.output<typeof nearbyQuerySchema>;

/** A van near the buyer: the card, its distance, and 'Price reduced' (decision 077). */
export type NearbyCard = ListingCard & { distance_miles: number; price_reduced?: boolean };

export type NearbyResponse = { postcode: string; radius: number; items: NearbyCard[] };
