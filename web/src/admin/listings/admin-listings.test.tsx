import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { approveListingSchema, rejectListingSchema } from '#shared/admin/listings';
import { ACTION_TOASTS, canModerate } from './action-copy';
import { ADMIN_EDIT_FLOW, ADMIN_LISTING_UPDATED } from './admin-edit-flow';
import { ListingsResults, withOwnChanges } from './admin-listings-page';
import { AdminListingNotFound, AdminListingView, detailTarget } from './admin-listing-page';
import { adminDetailRows, changesView, otherListings } from './listing-details';
import { ListingFilters } from './listing-filters';
import { ListingReview } from './listing-review';
import { ListingRowActions } from './listing-row-actions';
import { listingMenuSections } from './listing-action-menu';
import { actionTarget } from './listing-rows';
import { NO_FILTERS } from './listings-query';
import { RejectDialog } from './reject-dialog';
import { fakeActions, makeAdminPage, makeAdminRow, makeDetail } from './test-fixtures';
import { presentRows } from './use-listing-actions';

const render = (element: ReactNode) =>
  renderToStaticMarkup(<MemoryRouter initialEntries={['/admin/listings']}>{element}</MemoryRouter>);
const noop = () => undefined;
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

function results(overrides: Partial<Parameters<typeof ListingsResults>[0]> = {}) {
  return render(
    <ListingsResults
      data={makeAdminPage(
        [
          makeAdminRow(),
          makeAdminRow({ id: 'lst_2', approval_status: 'approved', status: 'sold', title: '' }),
        ],
        { matched: 40, total: 120 },
      )}
      failed={false}
      loading={false}
      wide
      page={1}
      hrefOf={(page) => `/admin/listings?q=ford&page=${page}`}
      onRetry={noop}
      actions={fakeActions()}
      {...overrides}
    />,
  );
}

describe('Admin Listings', () => {
  it('shows the spec’s columns in order, status and approval as one state', () => {
    const headers = [...results().matchAll(/<th scope="col"[^>]*>(.*?)<\/th>/g)].map(
      (match) => match[1],
    );
    expect(headers).toEqual(['Title', 'Owner', 'Price', 'Status', 'Created', 'Actions']);
  });

  it('shows each row’s one state, not its status beside its approval', () => {
    const states = [...results().matchAll(/data-listing-state="[^"]+"[^>]*>([^<]+)</g)].map(
      (match) => match[1],
    );
    expect(states).toEqual(['Pending review', 'Sold']);
    expect(results()).not.toMatch(/>(Active|Pending|Approved)</);
  });

  it('says how many match of how many, and which page this is', () => {
    const html = results();
    expect(html).toContain('Showing 40 of 120 listings');
    expect(html).toContain('<caption class="sr-only">Showing 40 of 120 listings</caption>');
    expect(html).toContain('Page 1 of 2, rows 1 to 2');
    expect(html).toMatch(/<a [^>]*href="\/admin\/listings\?q=ford&amp;page=2"/);
  });

  it('links each title to its admin page and each owner to theirs', () => {
    const html = results();
    expect(html).toMatch(
      /<a [^>]*href="\/admin\/listings\/lst_1"[^>]*>Tidy Transit, one owner<\/a>/,
    );
    // Without a title of its own: year, make and model.
    expect(html).toMatch(/<a [^>]*href="\/admin\/listings\/lst_2"[^>]*>2019 Ford Transit<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/admin\/users\/user-1"[^>]*>Jo Seller<\/a>/);
    expect(html).toContain('£14,995');
    expect(html).toContain('01 Mar 2026');
  });

  it('offers one action menu per row, named with the listing', () => {
    const html = results();
    expect(html).toMatch(
      /<button type="button" aria-haspopup="menu" aria-expanded="false" aria-label="Actions for Tidy Transit, one owner"/,
    );
    expect(html).toContain('aria-label="Actions for 2019 Ford Transit"');
    expect(html.match(/aria-haspopup="menu"/g)).toHaveLength(2);
    // No row of buttons: every action is in the menu.
    expect(html).not.toContain('>Approve<');
    expect(html).not.toContain('>Delete<');
  });

  it('puts Approve and Reject in the menu only while pending; status, Edit and Delete always', () => {
    const calls: unknown[][] = [];
    const actions = {
      approve: (...args: unknown[]) => (calls.push(['approve', ...args]), Promise.resolve(true)),
      openReject: (...args: unknown[]) => void calls.push(['reject', ...args]),
      setStatus: (...args: unknown[]) => (calls.push(['status', ...args]), Promise.resolve(true)),
      openDelete: (...args: unknown[]) => void calls.push(['delete', ...args]),
    };
    const pending = actionTarget(makeAdminRow());
    const entries = listingMenuSections(pending, actions).flat();
    expect(entries.map((entry) => [entry.kind, entry.label])).toEqual([
      ['action', 'Approve'],
      ['action', 'Reject'],
      ['choice', 'Status'],
      ['link', 'Edit'],
      ['action', 'Delete'],
    ]);
    const status = entries.find((entry) => entry.kind === 'choice')!;
    expect(status.kind === 'choice' && status.options.map((option) => option.label)).toEqual([
      'Active',
      'Inactive',
      'Sold',
    ]);
    expect(status.kind === 'choice' && status.value).toBe('active');
    expect(entries.find((entry) => entry.kind === 'link')).toMatchObject({
      to: '/admin/listings/lst_1/edit',
    });
    for (const entry of entries) {
      if (entry.kind === 'action') entry.onSelect();
      if (entry.kind === 'choice') entry.onSelect('sold');
    }
    expect(calls.map(([kind]) => kind)).toEqual(['approve', 'reject', 'status', 'delete']);
    expect(calls[2]).toEqual(['status', pending, 'sold']);
    // Reject and Delete ask first, in their dialogs.
    expect(entries.filter((entry) => entry.kind === 'action' && entry.dialog)).toHaveLength(2);

    const approved = actionTarget(makeAdminRow({ approval_status: 'approved' }));
    expect(
      listingMenuSections(approved, actions)
        .flat()
        .map((entry) => entry.label),
    ).toEqual(['Status', 'Edit', 'Delete']);
  });

  it('shows each listing’s main photo, small and lazily loaded, or the placeholder', () => {
    const html = results({
      data: makeAdminPage([makeAdminRow(), makeAdminRow({ id: 'lst_2', image_url: null })]),
    });
    const images = [...html.matchAll(/<img [^>]*>/g)].map((found) => found[0]);
    expect(images).toHaveLength(2);
    for (const attribute of ['alt=""', 'loading="lazy"', 'width="56"', 'height="42"']) {
      expect(images.every((image) => image.includes(attribute))).toBe(true);
    }
    expect(images[0]).toContain('src="/images/listings/lst_1/photo1/320.webp"');
    expect(images[0]).toContain('sizes="56px"');
    expect(images[1]).toContain('src="/static/van-placeholder.svg"');
  });

  it('keeps titles and e-mail addresses on one line, whole in their tooltips', () => {
    const html = results();
    expect(html).toMatch(/<a [^>]*title="Tidy Transit, one owner"[^>]*class="[^"]*truncate/);
    expect(html).toMatch(
      /<span title="jo@example.org" class="block truncate[^"]*">jo@example.org</,
    );
    expect(html).not.toContain('break-all');
    expect(html).toContain('table-fixed');
  });

  it('shows cards on narrow screens, with the photo and the same menu', () => {
    const html = results({ wide: false });
    expect(html).not.toContain('<table');
    expect(html).toContain('<ul aria-label="Showing 40 of 120 listings"');
    expect(html).toContain('aria-label="Actions for Tidy Transit, one owner"');
    expect(html).toContain('sizes="80px" loading="lazy" width="80" height="60"');
  });

  it('says No listings found, and leads to the last page when past it', () => {
    expect(text(results({ data: makeAdminPage([], { matched: 0 }) }))).toContain(
      'No listings found',
    );
    const past = results({ data: makeAdminPage([], { matched: 30, page: 4 }), page: 4 });
    expect(past).toMatch(/href="\/admin\/listings\?q=ford&amp;page=2"[^>]*>Go to the last page/);
  });

  it('says Could not load listings with a retry when the list fails', () => {
    const html = results({ data: undefined, failed: true });
    expect(html).toMatch(/role="alert"[^>]*><p[^>]*>Could not load listings<\/p>/);
    expect(html).toContain('>Try again</button>');
  });

  it('says when a change is on its way', () => {
    const html = results({
      actions: fakeActions({
        busy: { id: 'lst_1', kind: 'approve' },
        busyOn: (id) => id === 'lst_1',
      }),
    });
    expect(html).toMatch(
      /aria-label="Actions for Tidy Transit, one owner" aria-disabled="true"[^>]*>Approving...<\/button>/,
    );
  });
});

describe('the filters', () => {
  it('has a labelled control for each filter, in the API’s terms', () => {
    const html = render(
      <ListingFilters
        filters={{ ...NO_FILTERS, status: 'sold', q: 'transit' }}
        dateError={null}
        onChange={noop}
      />,
    );
    for (const [id, label] of [
      ['admin-listings-q', 'Search'],
      ['admin-listings-status', 'Status'],
      ['admin-listings-approval', 'Approval Status'],
      ['admin-listings-owner', 'Owner'],
      ['admin-listings-from', 'Created from'],
      ['admin-listings-to', 'Created to'],
    ]) {
      expect(html).toContain(
        `<label for="${id}" class="block text-sm font-semibold text-ink">${label}</label>`,
      );
    }
    expect(html).toContain('<option value="sold" selected="">Sold</option>');
    expect(html).toMatch(/id="admin-listings-q" type="search"[^>]*value="transit"/);
    expect(html).toMatch(/<a [^>]*href="\/admin\/listings"[^>]*>Clear all filters<\/a>/);
  });

  it('says a wrong date range under the end date', () => {
    const html = render(
      <ListingFilters
        filters={{ ...NO_FILTERS, from: '2026-02-01', to: '2026-01-01' }}
        dateError="The start date must be on or before the end date"
        onChange={noop}
      />,
    );
    expect(html).toMatch(
      /id="admin-listings-to"[^>]*aria-invalid="true" aria-describedby="admin-listings-to-error admin-listings-to-hint"/,
    );
    expect(html).toContain('The start date must be on or before the end date');
  });

  it('takes the created dates as UK dates, day first, in a text box any browser shows alike', () => {
    const html = render(
      <ListingFilters
        filters={{ ...NO_FILTERS, from: '2026-02-01', to: '2026-03-15' }}
        dateError={null}
        onChange={noop}
      />,
    );
    expect(html).not.toContain('type="date"');
    expect(html).toMatch(
      /<input[^>]*id="admin-listings-from"[^>]*type="text"[^>]*value="01\/02\/2026"/,
    );
    expect(html).toMatch(
      /<input[^>]*id="admin-listings-to"[^>]*type="text"[^>]*value="15\/03\/2026"/,
    );
    expect(html).toContain('Day, month and year, for example 31/08/2026');
  });
});

describe('the actions', () => {
  it('approve and reject what was on screen, as the API expects', () => {
    const target = actionTarget(makeAdminRow());
    expect(canModerate(target)).toBe(true);
    expect(approveListingSchema.safeParse({ expected_updated_at: target.updated_at }).success).toBe(
      true,
    );
    expect(
      rejectListingSchema.safeParse({
        reason: 'Price or details look wrong',
        note: '',
        expected_updated_at: target.updated_at,
      }).success,
    ).toBe(true);
    expect(canModerate(actionTarget(makeAdminRow({ approval_status: 'rejected' })))).toBe(false);
  });

  it('toast in the spec’s words', () => {
    expect(ACTION_TOASTS.approved).toEqual({ title: 'Listing approved' });
    expect(ACTION_TOASTS.rejected).toEqual({ title: 'Listing rejected' });
    expect(ACTION_TOASTS.deleted).toEqual({ title: 'Listing deleted successfully' });
    expect(ACTION_TOASTS.statusUpdated('sold')).toEqual({
      title: 'Listing status updated to sold',
    });
    expect(ACTION_TOASTS.approvalFailed(new Error('x')).title).toBe(
      'Could not update listing approval status',
    );
    expect(ACTION_TOASTS.statusFailed(new Error('x')).title).toBe(
      'Could not update listing status',
    );
    expect(ACTION_TOASTS.deleteFailed(new Error('x')).title).toBe(
      'Could not delete listing. Please try again.',
    );
  });

  it('leave Edit out where the page has its own', () => {
    const html = render(
      <ListingRowActions
        target={actionTarget(makeAdminRow())}
        actions={fakeActions()}
        showEdit={false}
      />,
    );
    expect(html).not.toContain('>Edit<');
  });

  it('ask for a reason from the list and a note when rejecting', () => {
    const html = render(
      <RejectDialog
        name="2019 Ford Transit"
        reasons={['Photos do not show the van for sale', 'Duplicate of another listing']}
        busy={false}
        onReject={noop}
        onClose={noop}
      />,
    );
    expect(html).toMatch(/<dialog id="reject-listing" aria-labelledby="reject-listing-title"/);
    expect(html).toContain('<label for="reject-reason"');
    expect(html).toContain('<option value="" selected="">Choose a reason</option>');
    expect(html).toContain('<option value="Duplicate of another listing">');
    expect(html).toContain('<label for="reject-note"');
    expect(html).toMatch(/<textarea[^>]*maxLength="1000"/);
    expect(html).toContain('>Reject listing</button>');
  });
});

describe('one listing', () => {
  it('shows New listing when never approved, else the changes since', () => {
    expect(changesView(makeDetail())).toEqual({ kind: 'new' });
    expect(
      changesView(makeDetail({ changes: [], photo_changes: { added: [], removed: [] } })),
    ).toEqual({
      kind: 'unchanged',
    });
    const html = render(
      <ListingReview
        detail={makeDetail({
          changes: [{ field: 'price', label: 'Price', before: '£15,995', after: '£14,995' }],
          photo_changes: {
            added: ['/images/listings/lst_1/p2/640.webp'],
            removed: ['/images/listings/lst_1/p0/640.webp'],
          },
        })}
      />,
    );
    expect(html).toContain('Changes since it was last approved');
    expect(html).toMatch(
      /<th scope="col"[^>]*>Field<\/th><th scope="col"[^>]*>Before<\/th><th scope="col"[^>]*>After<\/th>/,
    );
    expect(html).toMatch(
      />Price<\/th><td[^>]*><del[^>]*>£15,995<\/del><\/td><td[^>]*><ins[^>]*>£14,995<\/ins>/,
    );
    expect(text(html)).toContain('Photos: 1 added, 1 removed.');
    expect(html).toContain('alt="Removed photo 1"');
    expect(html).toContain('>New<');
  });

  it('shows the photos, details, seller with their other listings, and the audit trail', () => {
    const html = render(<ListingReview detail={makeDetail()} />);
    expect(html).toContain('>New listing</h2>');
    expect(html).toContain('alt="Photo 1 of 2: Ford Transit 2.0 EcoBlue"');
    expect(html).toContain('>Main photo<');
    expect(html).toContain('>Key details</h2>');
    expect(html).toMatch(/<a [^>]*href="\/admin\/users\/user-1"[^>]*>Jo Seller<\/a>/);
    expect(html).toContain('jo@example.org');
    expect(html).toContain('>Regular<');
    expect(html).toContain('2 active, 1 sold');
    // Its other listings, this one left out.
    expect(html).toMatch(/<a [^>]*href="\/admin\/listings\/lst_2"[^>]*>Crafter LWB<\/a>/);
    expect(html).not.toMatch(/<a [^>]*href="\/admin\/listings\/lst_1"/);
    expect(html).toContain('>Audit trail</h2>');
    expect(html).toContain('Rejected by Alex Morgan');
  });

  it('names every field a moderator checks', () => {
    const labels = adminDetailRows(makeDetail().listing).map((row) => row.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Make',
        'Model',
        'Price',
        'Mileage',
        'Postcode',
        'Engine size',
        'MOT expiry',
        'HPI clear',
        'Features',
        'Listing id',
      ]),
    );
    expect(otherListings([{ id: 'a' }, { id: 'b' }], 'a')).toEqual([{ id: 'b' }]);
  });

  it('shows moderators the van specification and the whole registration', () => {
    const listing = {
      ...makeDetail().listing,
      registration: 'AB19CDE',
      show_registration: false,
      wheelbase: 'lwb' as const,
      gross_vehicle_weight_kg: 3500,
      kerb_weight_kg: 2300,
      load_length_mm: 2922,
    };
    const rows = Object.fromEntries(adminDetailRows(listing).map((row) => [row.label, row.value]));
    expect(rows).toMatchObject({
      Registration: 'AB19 CDE (buyers see AB19 ***)',
      Wheelbase: 'Long (LWB, L3)',
      Payload: '1,200 kg',
      'Load length': '2,922 mm',
    });
    const shown = adminDetailRows({ ...listing, show_registration: true });
    expect(shown).toContainEqual({ label: 'Registration', value: 'AB19 CDE (shown to buyers)' });
  });

  it('says why it was rejected', () => {
    const detail = makeDetail();
    detail.listing = {
      ...detail.listing,
      approval_status: 'rejected',
      rejection_reason: 'Duplicate of another listing: see lst_9',
    };
    expect(text(render(<ListingReview detail={detail} />))).toContain(
      'Rejected: Duplicate of another listing: see lst_9',
    );
  });

  it('has every action and the public page while live', () => {
    const detail = makeDetail({ public_path: '/used-vans/ford/transit/staines-upon-thames/lst_1' });
    const html = render(<AdminListingView detail={detail} actions={fakeActions()} />);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('>Ford Transit 2.0 EcoBlue</h1>');
    expect(html).toContain('aria-label="Approve Ford Transit 2.0 EcoBlue"');
    expect(html).toMatch(/<a [^>]*href="\/admin\/listings\/lst_1\/edit"[^>]*>Edit<\/a>/);
    expect(html).toMatch(
      /<a [^>]*href="\/used-vans\/ford\/transit\/staines-upon-thames\/lst_1"[^>]*>View public listing<\/a>/,
    );
    expect(detailTarget(detail)).toMatchObject({
      id: 'lst_1',
      updated_at: detail.listing.updated_at,
    });
    expect(
      render(<AdminListingView detail={makeDetail()} actions={fakeActions()} />),
    ).not.toContain('View public listing');
  });

  it('says Listing not found, with the way back', () => {
    const html = render(<AdminListingNotFound />);
    expect(html).toContain('>Listing not found</h1>');
    expect(html).toMatch(/<a [^>]*href="\/admin\/listings"[^>]*>Back to Admin Listings<\/a>/);
  });
});

describe('the admin edit', () => {
  it('uses the admin routes, keeps its own cache entry and goes back to the listing', () => {
    expect(ADMIN_EDIT_FLOW.cacheKey('lst_1', 'admin-1')).toEqual([
      '/api/admin/listings/lst_1',
      'admin-1',
      'listing',
    ]);
    expect(ADMIN_EDIT_FLOW.savedPath('lst_1')).toBe('/admin/listings/lst_1');
    expect(ADMIN_EDIT_FLOW.cancelHref('lst_1')).toBe('/admin/listings/lst_1');
    expect(ADMIN_EDIT_FLOW.soldReadOnly).toBe(false);
    expect(ADMIN_LISTING_UPDATED.description).toBe('Listing updated');
  });
});

describe('the admin’s own changes, before the lists catch up', () => {
  const older = makeAdminRow({ id: 'a', updated_at: '2026-03-02T09:00:00.000Z' });
  const other = makeAdminRow({ id: 'b' });

  it('show a changed row as the API answered it, until the list has a newer version', () => {
    const answer = { ...older, status: 'sold' as const, updated_at: '2026-03-02T09:00:01.000Z' };
    const changed = new Map([['a', answer]]);
    expect(presentRows([older, other], changed, new Set())[0]!.status).toBe('sold');
    const newer = { ...older, status: 'inactive' as const, updated_at: '2026-03-02T09:00:05.000Z' };
    expect(presentRows([newer], changed, new Set())[0]!.status).toBe('inactive');
  });

  it('leave a deleted row out, and the counts drop by it', () => {
    const deleted = new Set(['a']);
    expect(presentRows([older, other], new Map(), deleted).map((row) => row.id)).toEqual(['b']);
    const page = withOwnChanges(makeAdminPage([older, other], { matched: 2, total: 10 }), {
      present: (rows) => presentRows(rows, new Map(), deleted),
      deletedAmong: (rows) => rows.filter((row) => deleted.has(row.id)).length,
    });
    expect(page).toMatchObject({ matched: 1, total: 9 });
    expect(page.rows).toHaveLength(1);
  });
});
