import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetContainer } from '#lambdas/container';
import { handler as adminSettings } from '#lambdas/handlers/admin-settings';
import { handler as updateSettings } from '#lambdas/handlers/admin-update-settings';
import { handler as siteSettings } from '#lambdas/handlers/site-settings';
import { ADMIN_MESSAGES } from '#shared/admin/messages';
import { DEFAULT_MODERATION_REASONS, SETTINGS_MESSAGES } from '#shared/admin/settings';
import { DEFAULT_FINANCE_SETTINGS, FINANCE_MESSAGES } from '#shared/finance';
import { DEFAULT_LIVE_DAYS } from '#shared/listing-expiry';
import type { ContactDetails } from '#shared/runtime-config';
import { startLocalTable, type LocalTable } from '../../support/local-table';
import { call } from './users-emulators';

// The site settings: the public contact details, the admin's form with its version check and
// audit trail; handlers called as API Gateway calls them, against DynamoDB Local.
let table: LocalTable;

const admin = {
  sub: 'admin-1',
  email: 'alex@vanyard.example',
  name: 'Alex',
  'cognito:groups': '[admin]',
};
const otherAdmin = { ...admin, sub: 'admin-2', email: 'sam@vanyard.example', name: 'Sam' };
const seller = { sub: 'seller-1', email: 'seller@example.org', name: 'Seller' };

const contact: ContactDetails = {
  email: 'hello@vanyard.example',
  phone: '0113 496 0000',
  addressLines: ['VanYard Ltd', '1 Wharf Street', 'Leeds', 'LS2 7EH'],
  mapUrl: 'https://www.openstreetmap.org/search?query=LS2%207EH',
};

beforeAll(async () => {
  table = await startLocalTable();
  resetContainer();
}, 120_000);

afterAll(async () => {
  resetContainer();
  await table?.stop();
});

const read = (claims = admin) => call(adminSettings, 'GET', '/api/admin/settings', { claims });
const save = (body: unknown, claims: Record<string, unknown> = admin) =>
  call(updateSettings, 'PUT', '/api/admin/settings', { claims, json: body });

describe('the site settings', () => {
  it('are null on the public side until an operator sets them, cached a minute', async () => {
    const { status, body, headers } = await call(siteSettings, 'GET', '/api/settings');
    expect(status).toBe(200);
    expect(body).toEqual({ contact: null, updated_at: null });
    expect(headers['cache-control']).toBe('public, max-age=60');
  });

  it('show an admin the default reasons and no version before the first save', async () => {
    const { status, body } = await read();
    expect(status).toBe(200);
    expect(body).toEqual({
      contact: null,
      updated_at: null,
      moderation_reasons: [...DEFAULT_MODERATION_REASONS],
      company: null,
      finance: DEFAULT_FINANCE_SETTINGS,
      // How long an advert stays live (decision 072), its default until an admin sets it.
      listing_live_days: DEFAULT_LIVE_DAYS,
      audit: [],
    });
  });

  it('are for admins only', async () => {
    expect((await call(adminSettings, 'GET', '/api/admin/settings')).status).toBe(401);
    expect((await read(seller as typeof admin)).status).toBe(403);
    expect((await save({}, seller)).status).toBe(403);
  });

  it('save the first time over no version, with an audit entry of everything set', async () => {
    const reasons = ['Photos do not show the van', 'Price looks wrong'];
    const { status, body } = await save({
      contact,
      moderation_reasons: reasons,
      expected_updated_at: null,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ contact, moderation_reasons: reasons });
    expect(body.updated_at).toEqual(expect.any(String));
    expect(body.audit).toEqual([
      expect.objectContaining({
        action: 'settings',
        actor: { id: 'admin-1', email: admin.email, name: 'Alex' },
        target: { kind: 'settings', id: 'site', label: 'Site settings' },
        before: null,
        // The finance illustration's settings keep their defaults until an admin changes them.
        after: {
          contact,
          moderation_reasons: reasons,
          finance: DEFAULT_FINANCE_SETTINGS,
          listing_live_days: DEFAULT_LIVE_DAYS,
        },
      }),
    ]);
    const published = await call(siteSettings, 'GET', '/api/settings');
    expect(published.body).toEqual({ contact, updated_at: body.updated_at });
  });

  it('refuse a second first save (someone saved first)', async () => {
    const { status, body } = await save({
      contact,
      moderation_reasons: ['Another reason'],
      expected_updated_at: null,
    });
    expect(status).toBe(409);
    expect(body.error.message).toBe(ADMIN_MESSAGES.settingsChanged);
  });

  it('save over the version read, recording only what changed; a stale copy is refused', async () => {
    const current = (await read()).body;
    const phone = '0113 496 0999';
    const saved = await save({
      contact: { ...current.contact, phone },
      moderation_reasons: current.moderation_reasons,
      expected_updated_at: current.updated_at,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.updated_at > current.updated_at).toBe(true);
    expect(saved.body.audit[0]).toMatchObject({
      before: { contact: { phone: contact.phone } },
      after: { contact: { phone } },
    });
    expect(saved.body.audit[0].before).not.toHaveProperty('moderation_reasons');

    // Another admin still holding the older copy.
    const stale = await save(
      {
        contact: current.contact,
        moderation_reasons: ['Stale reason here'],
        expected_updated_at: current.updated_at,
      },
      otherAdmin,
    );
    expect(stale.status).toBe(409);
    expect((await read()).body).toMatchObject({
      contact: { phone },
      moderation_reasons: current.moderation_reasons,
    });
    expect((await call(siteSettings, 'GET', '/api/settings')).body.contact.phone).toBe(phone);
  });

  it('write nothing for a save that changes nothing', async () => {
    const current = (await read()).body;
    const { status, body } = await save({
      contact: current.contact,
      moderation_reasons: current.moderation_reasons,
      expected_updated_at: current.updated_at,
    });
    expect(status).toBe(200);
    expect(body.updated_at).toBe(current.updated_at);
    expect(body.audit).toHaveLength(current.audit.length);
  });

  it('answer 400 with the shared messages for bad values, and change nothing', async () => {
    const current = (await read()).body;
    const { status, body } = await save({
      contact: { ...current.contact, email: 'not an address', mapUrl: 'http://insecure.example' },
      moderation_reasons: ['ok reason', 'OK REASON', 'x'],
      expected_updated_at: current.updated_at,
    });
    expect(status).toBe(400);
    expect(Object.keys(body.error.fields)).toEqual(
      expect.arrayContaining(['contact.email', 'contact.mapUrl', 'moderation_reasons.2']),
    );
    expect(body.error.fields['moderation_reasons.2']).toEqual([SETTINGS_MESSAGES.reason]);
    const empty = await save({
      contact: current.contact,
      moderation_reasons: [],
      expected_updated_at: current.updated_at,
    });
    expect(empty.body.error.fields.moderation_reasons).toEqual([SETTINGS_MESSAGES.reasonsCount]);
    const duplicated = await save({
      contact: current.contact,
      moderation_reasons: ['Same reason', 'same reason'],
      expected_updated_at: current.updated_at,
    });
    expect(duplicated.body.error.fields.moderation_reasons).toEqual([
      SETTINGS_MESSAGES.reasonsUnique,
    ]);
    expect((await read()).body.updated_at).toBe(current.updated_at);
  });

  it('save the finance illustration within its limits; an APR outside them is a 400', async () => {
    const current = (await read()).body;
    const base = {
      contact: current.contact,
      moderation_reasons: current.moderation_reasons,
      expected_updated_at: current.updated_at,
    };
    for (const representative_apr of [-1, 30.1, 9.95, '9.9']) {
      const refused = await save({
        ...base,
        finance: { representative_apr, show_monthly_on_cards: true },
      });
      expect(refused.status, String(representative_apr)).toBe(400);
      expect(refused.body.error.fields['finance.representative_apr']).toEqual([
        FINANCE_MESSAGES.apr,
      ]);
    }
    expect((await read()).body.updated_at).toBe(current.updated_at);

    const finance = { representative_apr: 12.5, show_monthly_on_cards: false };
    const saved = await save({ ...base, finance });
    expect(saved.status).toBe(200);
    expect(saved.body.finance).toEqual(finance);
    expect(saved.body.audit[0]).toMatchObject({
      before: { finance: DEFAULT_FINANCE_SETTINGS },
      after: { finance },
    });
  });
});
