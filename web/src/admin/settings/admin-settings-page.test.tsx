import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AdminSettings } from '#shared/admin/settings';
import { SettingsEditor } from './admin-settings-page';

const settings: AdminSettings = {
  contact: {
    email: 'hello@vanyard.example',
    phone: '0113 496 0000',
    addressLines: ['VanYard Ltd', '1 Wharf Street', 'Leeds LS2 7EH'],
    mapUrl: 'https://www.openstreetmap.org/search?query=LS2',
  },
  moderation_reasons: ['Blurry photos', 'Wrong price', 'Not a van'],
  listing_live_days: 60,
  company: {
    name: 'VanYard Ltd',
    address_lines: ['1 Wharf Street', 'Leeds', 'LS2 7EH'],
    company_number: '01234567',
    vat_number: 'GB123456789',
  },
  finance: { representative_apr: 9.9, show_monthly_on_cards: true },
  updated_at: '2026-03-01T10:00:00.000Z',
  audit: [],
};

const render = (value: AdminSettings = settings) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <SettingsEditor
        settings={value}
        shown={null}
        onSaved={() => undefined}
        onStale={() => undefined}
      />
    </MemoryRouter>,
  );

describe('the settings form', () => {
  const html = render();

  it('labels every contact field and fills it from the settings', () => {
    for (const [id, label] of [
      ['settings-email', 'E-mail address'],
      ['settings-phone', 'Phone number'],
      ['settings-address', 'Address'],
      ['settings-mapUrl', 'Map link'],
    ]) {
      expect(html).toContain(`<label for="${id}"`);
      expect(html).toContain(`>${label}</label>`);
    }
    expect(html).toContain('value="0113 496 0000"');
    expect(html).toMatch(
      /<textarea[^>]*id="settings-address"[^>]*>VanYard Ltd\n1 Wharf Street\nLeeds LS2 7EH<\/textarea>/,
    );
  });

  it('labels the company and VAT details receipts print, filled from the settings', () => {
    for (const [id, label] of [
      ['settings-companyName', 'Company name'],
      ['settings-companyAddress', 'Registered address'],
      ['settings-companyNumber', 'Company number'],
      ['settings-vatNumber', 'VAT registration number'],
    ]) {
      expect(html).toContain(`<label for="${id}"`);
      expect(html).toContain(`>${label}</label>`);
    }
    expect(html).toContain('value="GB123456789"');
    expect(html).toMatch(
      /<textarea[^>]*id="settings-companyAddress"[^>]*>1 Wharf Street\nLeeds\nLS2 7EH<\/textarea>/,
    );
    expect(render({ ...settings, company: null })).toContain(
      'None saved yet: receipts say the VAT details are not set.',
    );
  });

  it('lists the reasons in order, each labelled, with its move and remove buttons', () => {
    expect(html).toContain(
      '<legend class="text-lg font-bold text-ink">Moderation reasons</legend>',
    );
    expect(html).toContain('>Reason 1</label>');
    expect(html).toContain('value="Not a van"');
    expect(html).toContain('aria-label="Move up: reason 2"');
    expect(html).toContain('aria-label="Remove reason 3"');
    // The first cannot move up, the last cannot move down.
    expect(html).toMatch(/<button id="settings-reason-0-up" type="button" disabled=""/);
    expect(html).toMatch(/<button id="settings-reason-2-down" type="button" disabled=""/);
    expect(html).toContain('>Add reason</button>');
    expect(html).toContain('>Save settings</button>');
  });

  it('says when the site still shows its configured details', () => {
    expect(render({ ...settings, contact: null, updated_at: null })).toContain('None saved yet');
    expect(html).not.toContain('None saved yet');
  });
});
