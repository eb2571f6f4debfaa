import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { OwnListingRow, OwnListingTab } from '#shared/own-listings';
import { MODERATION_HOURS } from '#shared/site-facts';
import { ListingsPanel, type ListingsPanelProps } from './listings-panel';
import { MarkSoldDialog } from './mark-sold-dialog';
import { MyListingsPage, MyListingsView } from './my-listings-page';
import { OwnerListingLoading, OwnerListingNotFound, OwnerListingView } from './owner-listing-view';
import { makeListing, makeRow } from './test-fixtures';

function render(element: ReactNode, url = '/dashboard/listings'): string {
  return renderToStaticMarkup(<MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>);
}

const count = (html: string, text: string) => html.split(text).length - 1;
const noop = () => undefined;
const now = new Date('2026-03-05T12:00:00Z');

const ROWS: OwnListingRow[] = [
  makeRow({ id: 'a1', homepage_featured: true, boost_expires: '2026-03-12T12:00:00Z' }),
  makeRow({
    id: 'a2',
    make: 'Volkswagen',
    model: 'Crafter',
    year: 2021,
    price: 23500,
    approval_status: 'pending',
    search_featured: true,
    boost_expires: '2026-03-20T12:00:00Z',
    image_url: null,
  }),
  makeRow({
    id: 'a3',
    make: 'Renault',
    model: 'Trafic',
    year: 2017,
    approval_status: 'rejected',
    status: 'inactive',
    search_featured: true,
    boost_expires: '2026-03-01T12:00:00Z',
  }),
  makeRow({
    id: 'a4',
    make: 'Citroen',
    model: 'Relay',
    year: 2018,
    approval_status: 'draft',
    photo_count: 1,
  }),
];

function page(tab: OwnListingTab, panel: Partial<ListingsPanelProps> = {}) {
  const props: ListingsPanelProps = {
    tab,
    layout: 'table',
    now,
    rows: ROWS,
    total: 23,
    failed: false,
    onRetry: noop,
    hasMore: true,
    loadingMore: false,
    loadMoreFailed: false,
    onLoadMore: noop,
    onMarkSold: noop,
    ...panel,
  };
  return render(
    <MyListingsView tab={tab} counts={{ active: 23, sold: 4 }} onSelectTab={noop}>
      <ListingsPanel {...props} />
    </MyListingsView>,
  );
}

describe('My Listings page', () => {
  const html = page('active');

  it('has one h1, the breadcrumb Dashboard / My Listings and the Add New Listing link', () => {
    expect(count(html, '<h1')).toBe(1);
    expect(html).toContain('>My Listings</h1>');
    expect(html).toMatch(/<a [^>]*href="\/dashboard"[^>]*>Dashboard<\/a>/);
    expect(html).toContain(
      '<span aria-current="page" class="font-medium text-ink">My Listings</span>',
    );
    expect(html).toMatch(/<a [^>]*href="\/dashboard\/add-listing"[^>]*>.*Add New Listing<\/a>/);
  });

  it('declares its title and noindex, and no canonical, before the session is known', () => {
    const head = render(<MyListingsPage />);
    expect(head).toContain('<title>My Listings | VanYard</title>');
    expect(count(head, '<meta name="robots" content="noindex"/>')).toBe(1);
    expect(head).not.toContain('canonical');
  });

  it('has tabs with counts, roles, one tab stop and panels for both', () => {
    expect(html).toContain('role="tablist"');
    expect(html).toMatch(
      /<button[^>]*role="tab"[^>]*id="my-listings-tab-active"[^>]*aria-selected="true"[^>]*aria-controls="my-listings-panel-active"[^>]*tabindex="0"[^>]*>Active Listings \(23\)<\/button>/,
    );
    expect(html).toMatch(
      /<button[^>]*role="tab"[^>]*id="my-listings-tab-sold"[^>]*aria-selected="false"[^>]*aria-controls="my-listings-panel-sold"[^>]*tabindex="-1"[^>]*>Sold Listings \(4\)<\/button>/,
    );
    expect(html).toMatch(
      /role="tabpanel" id="my-listings-panel-active" aria-labelledby="my-listings-tab-active" tabindex="0"/,
    );
    expect(html).toMatch(
      /role="tabpanel" id="my-listings-panel-sold" aria-labelledby="my-listings-tab-sold" hidden=""/,
    );
  });

  it('shows the active table with its columns, in order', () => {
    const headers = [...html.matchAll(/<th scope="col"[^>]*>(.*?)<\/th>/g)].map((match) =>
      match[1]!.replace(/<[^>]+>/g, ''),
    );
    expect(headers).toEqual([
      'Image',
      'Title',
      'Stock ref',
      'Price',
      'Days in stock',
      'Views',
      'Enquiries',
      'Saved',
      'Status',
      'Actions',
    ]);
    expect(html).toContain('<caption class="sr-only">Your active listings</caption>');
  });

  it('links each title to its owner view, and names thumbnails by title', () => {
    expect(html).toMatch(/<a [^>]*href="\/dashboard\/listings\/a1"[^>]*>2019 Ford Transit<\/a>/);
    expect(html).toMatch(/<img [^>]*alt="2019 Ford Transit"/);
    // Without a photo: the placeholder, still named.
    expect(html).toMatch(
      /<img [^>]*src="\/static\/van-placeholder.svg"[^>]*alt="2021 Volkswagen Crafter"|<img [^>]*alt="2021 Volkswagen Crafter"[^>]*src="\/static\/van-placeholder.svg"/,
    );
    expect(html).toContain('£14,995');
    expect(html).toContain('1,234');
  });

  it('shows each listing’s one state, never its raw status and approval side by side', () => {
    const states = [...html.matchAll(/data-listing-state="[^"]+"[^>]*>([^<]+)<\/span>/g)].map(
      (match) => match[1],
    );
    expect(states).toEqual(['Live', 'Pending review', 'Rejected', 'Draft']);
    expect(html).not.toMatch(/>(Approved|Pending|Active|Inactive)<\/span>/);
  });

  it('says what a draft lacks and offers Complete instead of Edit and Boost', () => {
    expect(html).toContain('Add 2 more photos');
    expect(html).toMatch(
      /<a [^>]*href="\/dashboard\/listings\/a4\/edit"[^>]*>Complete<\/a>|<a [^>]*aria-label="Complete 2018 Citroen Relay: add photos and submit it for review"[^>]*>Complete<\/a>/,
    );
    expect(html).not.toContain('aria-label="Boost 2018 Citroen Relay"');
    expect(html).not.toContain('aria-label="Edit 2018 Citroen Relay"');
  });

  it('names the actions by title and links Edit and Boost', () => {
    expect(html).toMatch(
      /<a [^>]*href="\/dashboard\/listings\/a1\/edit"[^>]*aria-label="Edit 2019 Ford Transit"[^>]*>Edit<\/a>|<a [^>]*aria-label="Edit 2019 Ford Transit"[^>]*href="\/dashboard\/listings\/a1\/edit"[^>]*>Edit<\/a>/,
    );
    expect(html).toMatch(/href="\/dashboard\/listings\/a1\/boost"/);
    expect(html).toContain('aria-label="Boost 2019 Ford Transit"');
    expect(html).toMatch(
      /<button type="button" aria-haspopup="dialog" aria-label="Mark 2019 Ford Transit as sold"[^>]*>Sold<\/button>/,
    );
    expect(count(html, '>Sold</button>')).toBe(4);
  });

  it('labels boosts in full on desktop, with a keyboard tip on an expired one', () => {
    expect(html).toContain('Featured until 12 Mar 2026');
    expect(html).toContain('Boosted until 20 Mar 2026');
    expect(html).toContain('>Boost expired</span>');
    expect(html).toMatch(
      /<button type="button" aria-label="About the expired boost of 2017 Renault Trafic" aria-describedby="[^"]+"/,
    );
    expect(html).toMatch(/role="tooltip"[^>]*>The boost on this van has ended[^<]*Boost it again/);
  });

  it('offers Load more with what is shown', () => {
    expect(html).toContain('>Showing 4 of 23</p>');
    expect(html).toMatch(
      /<button[^>]*aria-describedby="my-listings-shown-active"[^>]*>Load more<\/button>/,
    );
    expect(page('active', { hasMore: false })).not.toContain('Load more');
    expect(page('active', { loadingMore: true })).toMatch(
      /<button[^>]*aria-disabled="true"[^>]*>Loading...<\/button>/,
    );
  });
});

describe('My Listings cards (phones)', () => {
  const html = page('active', { layout: 'cards' });

  it('shows the same content and actions, with short boost labels', () => {
    expect(html).not.toContain('<table');
    expect(count(html, '<h2')).toBe(4);
    expect(html).toMatch(/<a [^>]*href="\/dashboard\/listings\/a1"[^>]*>2019 Ford Transit<\/a>/);
    expect(html).toContain('>Featured</span>');
    expect(html).toContain('>Boosted</span>');
    expect(html).not.toContain('Featured until');
    expect(html).toContain('>Boost expired</span>');
    expect(html).toContain('aria-label="Edit 2019 Ford Transit"');
    expect(html).toContain('aria-label="Mark 2021 Volkswagen Crafter as sold"');
    expect(html).toMatch(/<dt class="text-muted">Views<\/dt><dd[^>]*>1,234<\/dd>/);
    expect(html).toMatch(/<dt class="text-muted">Enquiries<\/dt><dd[^>]*>7<\/dd>/);
    expect(html).toMatch(/<dt class="text-muted">Saved<\/dt><dd[^>]*>3<\/dd>/);
  });
});

describe('Sold tab', () => {
  const sold = [
    makeRow({ id: 's1', status: 'sold', updated_at: '2026-03-02T09:00:00Z' }),
    makeRow({
      id: 's2',
      status: 'sold',
      updated_at: '2026-03-05T08:00:00Z',
      make: 'Iveco',
      model: 'Daily',
    }),
  ];

  it('shows image, Title, Price, Sold Date and View Details', () => {
    const html = page('sold', { rows: sold, total: 2, hasMore: false });
    const headers = [...html.matchAll(/<th scope="col"[^>]*>(.*?)<\/th>/g)].map((match) =>
      match[1]!.replace(/<[^>]+>/g, ''),
    );
    expect(headers).toEqual(['Image', 'Title', 'Stock ref', 'Price', 'Sold Date', 'Actions']);
    expect(html).toContain(
      '<time dateTime="2026-03-02T09:00:00Z" title="2 March 2026">3 days ago</time>',
    );
    expect(html).toContain('>today</time>');
    expect(html).toMatch(
      /<a aria-label="View details of 2019 Ford Transit"[^>]*href="\/dashboard\/listings\/s1"[^>]*>View Details<\/a>/,
    );
    expect(html).not.toContain('>Sold</button>');
    expect(html).not.toContain('>Edit<');
    expect(html).toMatch(/aria-selected="true"[^>]*>Sold Listings \(4\)/);
  });

  it('shows the same on cards', () => {
    const html = page('sold', { rows: sold, layout: 'cards' });
    expect(html).toContain('>3 days ago</time>');
    expect(html).toContain('aria-label="View details of 2019 Iveco Daily"');
  });
});

describe('states', () => {
  it('says there are no active listings and links Add Your First Listing', () => {
    const html = page('active', { rows: [] });
    expect(html).toContain('No active listings found');
    expect(html).toMatch(
      /<a [^>]*href="\/dashboard\/add-listing"[^>]*>Add Your First Listing<\/a>/,
    );
    expect(html).not.toContain('<table');
  });

  it('says there are no sold listings yet', () => {
    const html = page('sold', { rows: [] });
    expect(html).toContain('No sold listings yet');
    expect(html).not.toContain('Add Your First Listing');
  });

  it("shows 'Loading...' while the first page loads", () => {
    const html = page('active', { rows: null });
    expect(html).toContain('aria-busy="true"');
    expect(html).toMatch(/role="status"[^>]*>Loading...<\/p>/);
  });

  it('says the listings could not be loaded, with a retry', () => {
    const html = page('active', { rows: null, failed: true });
    expect(html).toMatch(/role="alert"/);
    expect(html).toContain('Could not load your listings');
    expect(html).toContain('>Try again</button>');
    expect(page('active', { loadMoreFailed: true })).toMatch(/>Try again<\/button>/);
  });
});

describe('MarkSoldDialog', () => {
  it('is a labelled dialog asking about the listing by title', () => {
    const html = render(
      <MarkSoldDialog title="2019 Ford Transit" busy={false} onConfirm={noop} onClose={noop} />,
    );
    expect(html).toContain(
      '<dialog aria-labelledby="mark-sold-title" aria-describedby="mark-sold-question mark-sold-consequence"',
    );
    expect(html).toContain('Are you sure you want to mark &#x27;2019 Ford Transit&#x27; as sold?');
    expect(html).toContain('cannot be undone');
    expect(html).toContain('>Cancel</button>');
    expect(html).toContain('>Mark as sold</button>');
  });

  it('shows it is busy and cannot be cancelled while sending', () => {
    const html = render(
      <MarkSoldDialog title="2019 Ford Transit" busy onConfirm={noop} onClose={noop} />,
    );
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Cancel<\/button>/);
    expect(html).toMatch(/aria-disabled="true"[^>]*>Marking as sold...<\/button>/);
  });
});

describe('Owner view of one listing', () => {
  const view = (overrides: Parameters<typeof makeListing>[0] = {}) =>
    render(
      <OwnerListingView listing={makeListing(overrides)} now={now} onMarkSold={noop} />,
      '/dashboard/listings/lst_1',
    );

  it('has the title as h1 and the breadcrumb Dashboard / My Listings / title', () => {
    const html = view();
    expect(count(html, '<h1')).toBe(1);
    expect(html).toMatch(/<h1[^>]*>2019 Ford Transit<\/h1>/);
    expect(html).toMatch(/href="\/dashboard"[^>]*>Dashboard<\/a>/);
    expect(html).toMatch(/href="\/dashboard\/listings"[^>]*>My Listings<\/a>/);
    expect(html).toContain(
      '<span aria-current="page" class="font-medium text-ink">2019 Ford Transit</span>',
    );
  });

  it('lists its price changes newest first, and nothing without any (decision 071)', () => {
    const html = view({
      price_changes: [
        { at: '2026-02-01T10:00:00.000Z', from: 16_000, to: 15_500 },
        { at: '2026-03-03T10:00:00.000Z', from: 15_500, to: 14_995 },
      ],
    });
    expect(html.indexOf('Reduced £505 on 3 March 2026')).toBeGreaterThan(-1);
    expect(html.indexOf('Reduced £505 on 3 March 2026')).toBeLessThan(
      html.indexOf('Reduced £500 on 1 February 2026'),
    );
    expect(view()).not.toContain('Price history');
  });

  it('offers every action on a live listing', () => {
    const html = view();
    expect(html).toMatch(
      /<a [^>]*href="\/used-vans\/ford\/transit\/2019\/staines-upon-thames\/lst_1"[^>]*>View public listing<\/a>/,
    );
    expect(html).toMatch(/href="\/dashboard\/listings\/lst_1\/edit"[^>]*>Edit listing<\/a>/);
    expect(html).toMatch(/href="\/dashboard\/listings\/lst_1\/boost"[^>]*>Boost listing<\/a>/);
    expect(html).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*>Mark as sold<\/button>/);
  });

  it('shows the status, counts, details and photos', () => {
    const html = view();
    for (const label of ['Status', 'Views', 'Enquiries', 'Saved', 'Boost']) {
      expect(html).toContain(`>${label}</dt>`);
    }
    expect(html).not.toContain('>Approval</dt>');
    expect(html).toMatch(/data-listing-state="live"[^>]*>Live<\/span>/);
    expect(html).not.toMatch(/>(Approved|Active)<\/span>/);
    expect(html).toContain('>1,234</span>');
    expect(html).toContain('>7</span>');
    expect(html).toContain('>Not boosted</span>');
    expect(html).toContain('Staines Upon Thames');
    expect(html).toContain('TW18 4AB');
    expect(html).toContain('48,000 miles');
    expect(html).toContain('Panel Van');
    expect(html).toContain('/images/listings/lst_1/p1/');
    expect(html).toContain('2019 Ford Transit, image 1 of 2');
  });

  it('shows the description as text, never as markup', () => {
    const html = view();
    expect(html).toContain('<p>One owner from new.</p>');
    expect(html).toContain('&lt;b&gt;Full&lt;/b&gt; service history.');
    expect(html).not.toContain('<b>Full</b>');
  });

  it('says a pending listing is waiting for review and hides the public page and boost', () => {
    const html = view({ approval_status: 'pending' });
    expect(html).toMatch(/>Pending review<\/span>/);
    expect(html).toContain(
      `Not shown to buyers until it is approved: most listings are reviewed within ${MODERATION_HOURS} hours.`,
    );
    // One state, not 'Active' beside 'Pending' (issue 28).
    expect(html).not.toMatch(/>(Active|Pending)<\/span>/);
    expect(html).not.toContain('View public listing');
    expect(html).not.toContain('Boost listing');
    expect(html).toContain('Edit listing');
    expect(html).toContain('Mark as sold');
  });

  it('gives the reason of a rejection', () => {
    const html = view({
      approval_status: 'rejected',
      status: 'inactive',
      rejection_reason: 'Photos show a different van',
    });
    expect(html).toContain('>Rejected</span>');
    expect(html).toContain('Reason: Photos show a different van');
    expect(html).not.toContain('>Inactive</span>');
  });

  it('shows a draft with what it lacks and Complete listing, and no boost', () => {
    const html = view({ approval_status: 'draft' });
    expect(html).toMatch(/data-listing-state="draft"[^>]*>Draft<\/span>/);
    expect(html).toContain('Add 1 more photo, then submit it for review.');
    expect(html).toMatch(/href="\/dashboard\/listings\/lst_1\/edit"[^>]*>Complete listing<\/a>/);
    expect(html).not.toContain('Boost listing');
    expect(html).not.toContain('Edit listing');
  });

  it('offers nothing but the record on a sold listing', () => {
    const html = view({ status: 'sold', updated_at: '2026-03-02T10:00:00Z' });
    expect(html).toContain('>Sold</span>');
    expect(html).toContain('Sold 3 days ago (2 March 2026)');
    for (const action of ['View public listing', 'Edit listing', 'Boost listing', 'Mark as sold']) {
      expect(html).not.toContain(action);
    }
  });

  it("shows 'Loading...' and 'Listing not found' with a way back", () => {
    expect(render(<OwnerListingLoading />)).toMatch(/role="status"[^>]*>Loading...<\/p>/);
    const missing = render(<OwnerListingNotFound />);
    expect(missing).toContain('>Listing not found</h1>');
    expect(missing).toMatch(/href="\/dashboard\/listings"[^>]*>Back to My Listings<\/a>/);
  });
});

describe('renewal in My Listings (decision 072)', () => {
  const rows = [
    makeRow({
      id: 'e1',
      make: 'Iveco',
      model: 'Daily',
      year: 2016,
      expired: true,
      expires_at: '2026-03-01T12:00:00Z',
    }),
    makeRow({
      id: 'e2',
      make: 'Ford',
      model: 'Transit',
      year: 2020,
      expires_at: '2026-03-08T12:00:00Z',
    }),
    makeRow({
      id: 'e3',
      make: 'Peugeot',
      model: 'Boxer',
      year: 2019,
      expires_at: '2026-04-20T12:00:00Z',
    }),
  ];

  it.each(['table', 'cards'] as const)(
    'shows Expired with Renew instead of Boost, and Renew with the end on a row ending this week (%s)',
    (layout) => {
      const html = page('active', { rows, layout });
      expect(html).toContain('data-listing-state="expired"');
      expect(html).toContain('aria-label="Renew 2016 Iveco Daily"');
      expect(html).not.toContain('aria-label="Boost 2016 Iveco Daily"');
      expect(html).toContain('aria-label="Renew 2020 Ford Transit"');
      expect(html).toContain('aria-label="Boost 2020 Ford Transit"');
      expect(html).toContain('Ends 8 March 2026');
      expect(html).not.toContain('aria-label="Renew 2019 Peugeot Boxer"');
      expect(html).not.toContain('Ends 20 April 2026');
    },
  );

  it("says on the owner's page until when it is advertised, or that it expired, with Renew", () => {
    const expired = render(
      <OwnerListingView
        listing={makeListing({ expired: true, expires_at: '2026-03-01T12:00:00Z' })}
        now={now}
        onMarkSold={noop}
      />,
    );
    expect(expired).toContain('Expired on 1 March 2026');
    expect(expired).toContain('>Renew<');
    expect(expired).not.toContain('Boost listing');
    const live = render(
      <OwnerListingView
        listing={makeListing({ expires_at: '2026-04-20T12:00:00Z' })}
        now={now}
        onMarkSold={noop}
      />,
    );
    expect(live).toContain('Live: buyers can find it in search until 20 April 2026.');
    expect(live).not.toContain('>Renew<');
  });
});
