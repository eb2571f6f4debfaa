import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NEW_SELLER_STATS, type DashboardListing, type SellerStats } from '#shared/dashboard';
import type { Profile } from '#shared/profile';
import { MODERATION_HOURS } from '#shared/site-facts';
import { ChangePasswordDialog } from './change-password-dialog';
import { DashboardView } from './dashboard-page';
import { PASSWORD_HINT } from './password-change';
import { ProfileForm } from './profile-form';
import { ProfileSettingsView } from './profile-page';
import type { StatsState } from './stats';

function render(element: ReactNode, url = '/dashboard'): string {
  return renderToStaticMarkup(<MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>);
}

const count = (html: string, text: string) => html.split(text).length - 1;
const noop = () => undefined;

const NOW = new Date('2026-11-24T12:00:00Z');

/** The answer of a seller with `fields`; every other count 0 and every list empty. */
function stats(fields: Partial<SellerStats> = {}): SellerStats {
  return { ...NEW_SELLER_STATS, ...fields };
}

function aListing(id: string, fields: Partial<DashboardListing> = {}): DashboardListing {
  return {
    id,
    make: 'Ford',
    model: 'Transit Custom',
    year: 2020,
    created_at: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-22T09:00:00.000Z',
    search_featured: false,
    homepage_featured: false,
    boost_expires: null,
    ...fields,
  };
}

/** A dealer with 19 live vans, 2 waiting, 1 rejected and a boost ending tomorrow. */
const DEALER = stats({
  activeListings: 19,
  boostedListings: 3,
  pendingListings: 2,
  rejectedListings: 1,
  soldListings: 4,
  totalListings: 26,
  enquiriesReceived: 12,
  awaitingApproval: [aListing('p1', { year: 2019, model: 'Transit' }), aListing('p2')],
  rejected: [aListing('r1', { year: 2015, make: 'Vauxhall', model: 'Vivaro' })],
  boostsEndingSoon: [
    aListing('b1', { search_featured: true, boost_expires: '2026-11-25T18:00:00.000Z' }),
  ],
});

describe('DashboardView', () => {
  const page = (state: StatsState) =>
    render(<DashboardView name="Sam Carter" state={state} onRetry={noop} now={NOW} />);

  it('has one h1, the breadcrumb, the greeting, the quick actions, headings in order', () => {
    const html = page({ status: 'ready', stats: DEALER });
    expect(count(html, '<h1')).toBe(1);
    expect(html).toContain('<nav aria-label="Breadcrumb">');
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Home<\/a>/);
    expect(html).toContain(
      '<span aria-current="page" class="font-medium text-ink">Dashboard</span>',
    );
    expect(html).toContain('Welcome back, Sam Carter');
    for (const [label, href] of [
      ['Add New Listing', '/add-listing'],
      ['View My Listings', '/dashboard/listings'],
      ['Boost a Listing', '/dashboard/listings'],
      ['Profile Settings', '/dashboard/profile'],
    ]) {
      expect(html).toMatch(new RegExp(`href="${href}"[^>]*>${label}<`));
    }
    // Headings in order: h1, then h2 sections, then h3 inside them.
    const levels = [...html.matchAll(/<h(\d)/g)].map((match) => Number(match[1]));
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level - levels[index - 1]!).toBeLessThanOrEqual(1);
    });
  });

  it('starts a dealer with listings from their state, never from a first listing', () => {
    const html = page({ status: 'ready', stats: DEALER });
    expect(html).toContain(
      'You have 19 live listings, 2 waiting for approval, 2 needing your attention and 4 sold.',
    );
    expect(html).not.toContain('Getting Started');
    expect(html).not.toContain('first listing');
    expect(html).not.toContain('Add your first');
    expect(html).not.toContain('List your first van');
    // Needs your attention: the rejected one to edit, the boost ending tomorrow to renew.
    expect(html).toContain('Needs your attention');
    expect(html).toMatch(
      /aria-label="Edit and resend 2015 Vauxhall Vivaro"[^>]*href="\/dashboard\/listings\/r1\/edit"[^>]*>Edit and resend</,
    );
    expect(html).toContain('Boost ends tomorrow (25 Nov 2026)');
    expect(html).toMatch(
      /aria-label="Renew boost for 2020 Ford Transit Custom"[^>]*href="\/dashboard\/listings\/b1\/boost"/,
    );
    // Waiting for approval, each linked to the seller's own view of it.
    expect(html).toContain('Waiting for Approval');
    expect(html).toMatch(/href="\/dashboard\/listings\/p1"[^>]*>2019 Ford Transit</);
    expect(html).toContain('Sent for approval 2 days ago');
    expect(html).toContain(`within ${MODERATION_HOURS} hours`);
  });

  it('lists drafts to complete first, with what each lacks, and each listing’s one state', () => {
    const html = page({
      status: 'ready',
      stats: {
        ...DEALER,
        draftListings: 1,
        totalListings: 27,
        drafts: [
          { ...aListing('d1', { year: 2018, make: 'Citroen', model: 'Relay' }), photo_count: 1 },
        ],
      },
    });
    expect(html).toContain(
      'You have 19 live listings, 2 waiting for approval, 3 needing your attention and 4 sold.',
    );
    expect(html).toContain('Add 2 more photos, then submit it for review.');
    expect(html).toMatch(
      /aria-label="Complete 2018 Citroen Relay: add photos and submit it for review"[^>]*href="\/dashboard\/listings\/d1\/edit"[^>]*>Complete</,
    );
    expect(html.indexOf('2018 Citroen Relay')).toBeLessThan(html.indexOf('2015 Vauxhall Vivaro'));
    const states = [...html.matchAll(/data-listing-state="[^"]+"[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(states).toEqual(['Draft', 'Rejected', 'Pending review', 'Pending review']);
  });

  it('gives a new seller the first steps and nothing to act on', () => {
    const html = page({ status: 'ready', stats: stats() });
    expect(html).toContain('You have no listings yet.');
    expect(html).toContain('Getting Started');
    expect(html).toContain('Add your first listing');
    // The call to action: a real link to the listing form, before everything else.
    expect(html).toMatch(/<a [^>]*href="\/add-listing"[^>]*>List your first van<\/a>/);
    expect(html.indexOf('List your first van')).toBeLessThan(html.indexOf('Quick Actions'));
    expect(html).not.toContain('Needs your attention');
    expect(html).not.toContain('Waiting for Approval');
  });

  it('keeps the call to action while the seller has no listings, and only then', () => {
    expect(page({ status: 'loading' })).not.toContain('List your first van');
    const sold = page({ status: 'ready', stats: stats({ soldListings: 1, totalListings: 1 }) });
    expect(sold).not.toContain('List your first van');
  });

  it('leaves out the attention list when nothing needs doing', () => {
    const html = page({
      status: 'ready',
      stats: stats({ activeListings: 3, totalListings: 3 }),
    });
    expect(html).toContain('You have 3 live listings.');
    expect(html).not.toContain('Needs your attention');
    expect(html).toContain('Nothing waiting: every listing you have sent us has been checked.');
  });

  it('shows the figures in named cards', () => {
    const html = page({ status: 'ready', stats: DEALER });
    expect(html).toContain('role="group" aria-labelledby="stat-activeListings"');
    for (const [key, label] of [
      ['activeListings', 'Active Listings'],
      ['boostedListings', 'Boosted Listings'],
      ['pendingListings', 'Awaiting Approval'],
      ['enquiriesReceived', 'Enquiries Received'],
    ]) {
      expect(html).toContain(
        `id="stat-${key}" class="text-base font-semibold text-muted">${label}`,
      );
    }
    for (const figure of [19, 3, 2, 12]) expect(html).toMatch(new RegExp(`text-4xl">${figure}<`));
    expect(html).not.toContain('Try again');
  });

  it('shows skeletons while loading, and neither first steps nor lists', () => {
    const html = page({ status: 'loading' });
    expect(html).toContain('aria-busy="true"');
    expect(count(html, 'animate-pulse')).toBe(4);
    expect(count(html, 'Loading…')).toBe(4);
    expect(html).not.toContain('Getting Started');
    expect(html).not.toContain('Waiting for Approval');
  });

  it('says the figures are unavailable after a failure, with a retry', () => {
    const html = page({ status: 'unavailable' });
    expect(count(html, '>Unavailable<')).toBe(4);
    expect(html).toContain('Try again');
    expect(html).not.toContain('Getting Started');
  });
});

const PROFILE: Profile = {
  id: 'user-1',
  email: 'sam@example.org',
  full_name: 'Sam Carter',
  phone_number: '07700 900123',
  location: 'Leeds',
  website_url: null,
  seller_type: 'trade_dealer',
  created_at: '2026-01-02T03:04:05.000Z',
};

describe('Profile Settings', () => {
  const html = render(
    <ProfileSettingsView>
      <ProfileForm profile={PROFILE} accountEmail="other@example.org" onSaved={noop} />
    </ProfileSettingsView>,
    '/dashboard/profile',
  );

  it('has one h1, the breadcrumb Home / Dashboard / Profile and both cards', () => {
    expect(count(html, '<h1')).toBe(1);
    expect(html).toContain('>Profile Settings</h1>');
    expect(html).toContain('href="/dashboard"');
    expect(html).toContain('<span aria-current="page" class="font-medium text-ink">Profile</span>');
    expect(html).toContain('>Security Settings</h2>');
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).toContain('>Change Password</button>');
  });

  it('prefills labelled fields from the profile; the e-mail address is read-only', () => {
    for (const [id, label] of [
      ['field-full_name', 'Full Name'],
      ['field-email', 'Email Address'],
      ['field-phone_number', 'Phone Number'],
      ['field-location', 'Location'],
      ['field-website_url', 'Website URL'],
      ['field-seller_type', 'Seller Type'],
    ]) {
      expect(html).toContain(
        `<label for="${id}" class="block text-sm font-semibold text-ink">${label}</label>`,
      );
    }
    expect(html).toContain('value="Sam Carter"');
    expect(html).toContain('value="07700 900123"');
    expect(html).toMatch(/id="field-email"[^>]*readonly=""[^>]*value="sam@example.org"/i);
    // The account's type is shown, not chosen: the sign-up or an admin sets it.
    expect(html).toMatch(/id="field-seller_type"[^>]*readonly=""[^>]*value="Trade Dealer"/i);
    expect(html).not.toContain('<option value="private_seller">');
    expect(html).not.toContain('Contact us for a trade account');
    expect(html).toContain('>Update Profile</button>');
  });

  it('tells a private seller how to get a trade account, with a link to the contact page', () => {
    const privateHtml = render(
      <ProfileForm
        profile={{ ...PROFILE, seller_type: 'private_seller' }}
        accountEmail="other@example.org"
        onSaved={noop}
      />,
      '/dashboard/profile',
    );
    expect(privateHtml).toMatch(
      /id="field-seller_type"[^>]*readonly=""[^>]*value="Private Seller"/i,
    );
    expect(privateHtml).toMatch(
      /<a [^>]*href="\/contact"[^>]*>Contact us for a trade account<\/a>/,
    );
  });
});

describe('ChangePasswordDialog', () => {
  const html = render(<ChangePasswordDialog onClose={noop} onSessionExpired={noop} />);

  it('is a labelled dialog with the three password fields, the policy hint and both buttons', () => {
    expect(html).toContain('<dialog aria-labelledby="change-password-title"');
    expect(html).toContain('id="change-password-title"');
    for (const [id, label, autocomplete] of [
      ['field-currentPassword', 'Current Password', 'current-password'],
      ['field-newPassword', 'New Password', 'new-password'],
      ['field-confirmPassword', 'Confirm New Password', 'new-password'],
    ]) {
      expect(html).toContain(
        `<label for="${id}" class="block text-sm font-semibold text-ink">${label}</label>`,
      );
      expect(html).toMatch(
        new RegExp(`id="${id}"[^>]*autoComplete="${autocomplete}"[^>]*type="password"`, 'i'),
      );
    }
    expect(html).toContain(PASSWORD_HINT);
    expect(html).toContain('aria-describedby="field-newPassword-hint"');
    expect(html).toContain('>Cancel</button>');
    expect(html).toContain('>Update Password</button>');
  });
});
