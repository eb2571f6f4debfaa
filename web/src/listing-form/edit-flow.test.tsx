import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ADMIN_EDIT_FLOW } from '../admin/listings/admin-edit-flow';
import { ConflictAlert, ListingNotFound, SoldListing } from './edit-listing-page';
import { SELLER_EDIT_FLOW } from './edit-flow';
import { ListingPage } from './listing-page';
import { LISTING } from './test-fixtures';

const render = (element: React.ReactNode) =>
  renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>);
const noop = () => undefined;

describe('the seller’s edit', () => {
  it('keeps the cache entry the owner pages share, and leads to My Listings', () => {
    expect(SELLER_EDIT_FLOW.cacheKey('lst_1', 'user-1')).toEqual([
      '/api/me/listings/lst_1',
      'user-1',
    ]);
    expect(SELLER_EDIT_FLOW.savedPath('lst_1')).toBe('/dashboard/listings');
    expect(SELLER_EDIT_FLOW.soldReadOnly).toBe(true);
    expect(SELLER_EDIT_FLOW.savedToast).toEqual({
      title: 'Success',
      description: 'Listing updated and sent for approval',
    });
  });
});

describe('the same form for an admin', () => {
  it('names the admin trail and leads back to the admin pages', () => {
    const html = render(
      <ListingPage
        title="Edit Listing"
        lead={ADMIN_EDIT_FLOW.lead}
        trail={ADMIN_EDIT_FLOW.trail('lst_1')}
        embedded
      >
        <ListingNotFound back={ADMIN_EDIT_FLOW.back} hint={ADMIN_EDIT_FLOW.notFoundHint} />
      </ListingPage>,
    );
    expect(html).toMatch(/<a [^>]*href="\/admin\/listings\/lst_1"[^>]*>Listing<\/a>/);
    expect(html).not.toContain('href="/dashboard');
    expect(html).toContain('>Listing not found</h2>');
    expect(html).toMatch(/<a [^>]*href="\/admin\/listings"[^>]*>Back to Admin Listings<\/a>/);
    expect(html).not.toContain('bg-slate-50');
  });

  it('sends a sold listing’s conflict back to Admin Listings', () => {
    const html = render(
      <ConflictAlert
        conflict={{ kind: 'sold', message: 'Sold' }}
        onReload={noop}
        back={ADMIN_EDIT_FLOW.back}
      />,
    );
    expect(html).toMatch(/href="\/admin\/listings"[^>]*>Back to Admin Listings/);
    expect(render(<SoldListing listing={LISTING} />)).toMatch(
      /href="\/dashboard\/listings"[^>]*>Back to My Listings/,
    );
  });
});
