import { Link } from 'react-router-dom';
import { AdminPageFrame } from '../ui/admin-page-frame';
import { CARD, TEXT_LINK } from '../ui/admin-styles';

const PAGES = {
  payments: {
    title: 'Payments',
    description:
      'Boost payments: who paid for which listing, and whether the payment went through.',
    what: 'the boost payments sellers make, with their status and the listing each one paid for',
  },
  boosts: {
    title: 'Boosts',
    description:
      'Boosted listings: which are featured in search or on the home page, and until when.',
    what: 'the listings that are boosted in search or featured on the home page, and until when',
  },
} as const;

/**
 * /admin/payments and /admin/boosts: named in the navigation by the specification, filled when
 * sellers can pay for boosts. Until then the page says so plainly and leads back.
 */
export function BoostsPendingPage({ page }: { page: keyof typeof PAGES }) {
  const copy = PAGES[page];
  return (
    <AdminPageFrame
      title={copy.title}
      description={copy.description}
      trail={[{ label: 'Admin', href: '/admin' }, { label: copy.title }]}
    >
      <div className={`${CARD} max-w-2xl`}>
        <p className="text-ink">
          Sellers cannot pay for boosts yet, so there is nothing to show here. This page will list{' '}
          {copy.what} once boosts arrive.
        </p>
        <ul className="mt-4 list-disc space-y-1 pl-5">
          <li>
            <Link to="/admin" className={TEXT_LINK}>
              Back to the Admin Dashboard
            </Link>
          </li>
          <li>
            <Link to="/admin/listings" className={TEXT_LINK}>
              Admin Listings
            </Link>
          </li>
        </ul>
      </div>
    </AdminPageFrame>
  );
}
