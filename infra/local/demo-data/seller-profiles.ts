import type { Profile } from '../../../shared/profile';
import { slugify } from '../../../shared/slug';
import { DEMO_SELLERS, type DemoSeller } from './sellers';

/** Private sellers who gave no phone number: the detail page must offer them by e-mail only. */
export const DEMO_SELLERS_WITHOUT_PHONE = ['demo-private-05', 'demo-private-12'] as const;

/** Where private sellers live (they have no branches): fixed, so profiles never change. */
const PRIVATE_TOWNS = ['Sheffield', 'York', 'Exeter', 'Derby', 'Hull', 'Lincoln', 'Chester'];

/** The demo accounts' profiles started on the same day, a day apart, so the seed is the same everywhere. */
const FIRST_CREATED = Date.UTC(2024, 0, 8, 9, 0, 0);
const DAY_MS = 24 * 3600 * 1000;

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
    };
  }
  const withoutPhone = (DEMO_SELLERS_WITHOUT_PHONE as readonly string[]).includes(seller.id);
  return {
    id: seller.id,
    email: `${slug.replace(/-/g, '.')}@example.com`,
    full_name: seller.full_name,
    phone_number: withoutPhone ? null : `07700 900${serial}`,
    location: PRIVATE_TOWNS[index % PRIVATE_TOWNS.length]!,
    website_url: null,
    seller_type: 'private_seller',
    created_at,
  };
}
