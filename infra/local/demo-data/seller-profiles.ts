import type { Profile } from '#shared/profile';
import { slugify } from '#shared/slug';
import { postcodeIn } from './places/locations';
import { UK_TOWNS } from './places/uk-towns';
import { Rng } from './random';
import { DEMO_SELLERS, type DemoSeller } from './sellers';
import { demoDealerPage } from './demo-dealer-pages';

/** Private sellers who gave no phone number: the detail page must offer them by e-mail only. */
export const DEMO_SELLERS_WITHOUT_PHONE = ['demo-private-05', 'demo-private-12'] as const;

/** Where private sellers live (they have no branches): fixed, so profiles never change. */
const PRIVATE_TOWNS = ['Sheffield', 'York', 'Exeter', 'Derby', 'Hull', 'Lincoln', 'Chester'];

/** The demo accounts' profiles started on the same day, a day apart, so the seed is the same everywhere. */
const FIRST_CREATED = Date.UTC(2024, 0, 8, 9, 0, 0);
const DAY_MS = 24 * 3600 * 1000;

/** Private sellers who gave no address: their receipts ask for one (issue 28). */
export const DEMO_SELLERS_WITHOUT_ADDRESS = ['demo-private-03', 'demo-private-11'] as const;

const STREETS = ['Mill Lane', 'Station Road', 'Church Street', 'Victoria Road', 'Park Avenue'];
const ESTATES = ['Riverside Trade Park', 'Canal Side Business Park', 'Northgate Industrial Estate'];

/**
 * The address receipts are made out to: a dealer's unit in its first branch's town, a private
 * seller's house in theirs; made up (postcode districts of the town, an invented unit letter).
 */
function addressOf(seller: DemoSeller, town: string): string | null {
  if ((DEMO_SELLERS_WITHOUT_ADDRESS as readonly string[]).includes(seller.id)) return null;
  const known = UK_TOWNS.find((candidate) => candidate.town === town);
  if (!known) return null;
  const rng = new Rng('profile-address', seller.id);
  const street =
    seller.seller_type === 'trade_dealer'
      ? `Unit ${rng.int(1, 24)}, ${rng.pick(ESTATES)}`
      : `${rng.int(2, 140)} ${rng.pick(STREETS)}`;
  return [street, town, postcodeIn(known, rng)].join('\n');
}

/**
 * One profile per demo seller, deterministic. Contact details use reserved fictional ranges:
 * e-mail and web on `.example` domains (RFC 2606), phones in Ofcom's drama ranges (01632 960xxx,
 * 07700 900xxx), so no demo mail or call can reach a real person.
 */
export function demoSellerProfiles(): Profile[] {
  return DEMO_SELLERS.map((seller, index) => profileOf(seller, index));
}

function profileOf(seller: DemoSeller, index: number): Profile {
  const slug = slugify(seller.full_name);
  const serial = String(index + 1).padStart(3, '0');
  const created_at = new Date(FIRST_CREATED + index * DAY_MS).toISOString();
  if (seller.seller_type === 'trade_dealer') {
    return {
      id: seller.id,
      email: `sales@${slug}.example`,
      full_name: seller.full_name,
      phone_number: `01632 960${serial}`,
      location: seller.branches[0] ?? '',
      website_url: `https://www.${slug}.example`,
      seller_type: 'trade_dealer',
      created_at,
      address: addressOf(seller, seller.branches[0] ?? ''),
      ...demoDealerPage(seller),
    };
  }
  const withoutPhone = (DEMO_SELLERS_WITHOUT_PHONE as readonly string[]).includes(seller.id);
  const town = PRIVATE_TOWNS[index % PRIVATE_TOWNS.length]!;
  return {
    id: seller.id,
    email: `${slug.replace(/-/g, '.')}@example.com`,
    full_name: seller.full_name,
    phone_number: withoutPhone ? null : `07700 900${serial}`,
    location: town,
    website_url: null,
    seller_type: 'private_seller',
    created_at,
    address: addressOf(seller, town),
  };
}
