import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../shared/profile';
import { MODERATION_HOURS } from '../../../shared/site-facts';
import { ChangePasswordDialog } from './change-password-dialog';
import { DashboardView } from './dashboard-page';
import { PASSWORD_HINT } from './password-change';
import { ProfileForm } from './profile-form';
import { ProfileSettingsView } from './profile-page';
import { StatCards } from './stat-cards';

function render(element: ReactNode, url = '/dashboard'): string {
  return renderToStaticMarkup(<MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>);
}

const count = (html: string, text: string) => html.split(text).length - 1;
const noop = () => undefined;

describe('DashboardView', () => {
  const page = (state: Parameters<typeof StatCards>[0]['state']) =>
    render(<DashboardView name="Sam Carter" stats={<StatCards state={state} onRetry={noop} />} />);

  it('has one h1, the breadcrumb, the greeting, the quick actions and the first steps', () => {
    const html = page({ status: 'ready', stats: { activeListings: 12, boostedListings: 3 } });
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
    expect(html).toContain(`within ${MODERATION_HOURS} hours`);
    // Headings in order: h1, then h2 sections, then h3 inside them.
    const levels = [...html.matchAll(/<h(\d)/g)].map((match) => Number(match[1]));
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level - levels[index - 1]!).toBeLessThanOrEqual(1);
    });
  });

  it('shows the figures in named cards', () => {
    const html = page({ status: 'ready', stats: { activeListings: 12, boostedListings: 3 } });
    expect(html).toContain('role="group" aria-labelledby="stat-activeListings"');
    expect(html).toContain(
      'id="stat-activeListings" class="text-base font-semibold text-muted">Active Listings',
    );
    expect(html).toContain(
      'id="stat-boostedListings" class="text-base font-semibold text-muted">Boosted Listings',
    );
    expect(html).toMatch(/text-4xl">12</);
    expect(html).toMatch(/text-4xl">3</);
    expect(html).not.toContain('Try again');
  });

  it('shows skeletons while loading', () => {
    const html = page({ status: 'loading' });
    expect(html).toContain('aria-busy="true"');
    expect(count(html, 'animate-pulse')).toBe(2);
    expect(count(html, 'Loading…')).toBe(2);
  });

  it('says the figures are unavailable after a failure, with a retry', () => {
    const html = page({ status: 'unavailable' });
    expect(count(html, '>Unavailable<')).toBe(2);
    expect(html).toContain('Try again');
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
    expect(html).toContain('<option value="private_seller">Private Seller</option>');
    expect(html).toContain('<option value="trade_dealer" selected="">Trade Dealer</option>');
    expect(html).toContain('>Update Profile</button>');
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
