import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AdminUserDetail } from '#shared/admin/user-detail';
import type { AdminUserRow, AdminUsersPage } from '#shared/admin/users';
import { AdminUserView } from './admin-user-page';
import { UsersResults } from './admin-users-page';
import { OWN_CHANGE_SHOWN_MS, presentUsers, type UserActions } from './use-user-actions';
import { UserActionDialogs } from './user-action-dialogs';
import { userMenuSections } from './user-controls';

function render(element: ReactNode, url = '/admin/users'): string {
  return renderToStaticMarkup(<MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>);
}

const noop = () => undefined;
const idle = (overrides: Partial<UserActions> = {}): UserActions => ({
  present: (rows) => [...rows],
  busy: null,
  busyOn: () => false,
  setTag: () => Promise.resolve(true),
  pending: null,
  ask: noop,
  cancel: noop,
  confirm: () => Promise.resolve(true),
  ...overrides,
});

describe('the admin’s own changes while the list catches up', () => {
  it('show the answer to a change for a few seconds, then the list again', () => {
    const listed = aUser({ id: 'u1', tag: null });
    const answered = { ...listed, tag: 'regular' as const };
    const changed = new Map([['u1', { row: answered, at: 1_000 }]]);
    expect(presentUsers([listed], changed, 1_000 + 500)).toEqual([answered]);
    expect(presentUsers([listed], changed, 1_000 + OWN_CHANGE_SHOWN_MS)).toEqual([listed]);
    expect(presentUsers([aUser({ id: 'u2' })], changed, 1_500)).toEqual([aUser({ id: 'u2' })]);
  });
});

function aUser(overrides: Partial<AdminUserRow> & { id: string }): AdminUserRow {
  return {
    email: `${overrides.id}@example.org`,
    full_name: 'Sam Patel',
    phone_number: null,
    location: 'leeds',
    website_url: null,
    created_at: '2026-03-05T10:00:00.000Z',
    role: 'user',
    tag: null,
    disabled: false,
    ...overrides,
  };
}

const ME = aUser({ id: 'me', full_name: 'Alex Morgan', role: 'admin' });
const ROWS = [
  ME,
  aUser({
    id: 'u-2',
    full_name: 'Northern Van Centre',
    tag: 'regular',
    location: 'staines-upon-thames',
    phone_number: '0113 496 0000',
    website_url: 'https://northern-van-centre.example',
  }),
  aUser({
    id: 'u-3',
    full_name: '',
    email: 'nameless@example.org',
    disabled: true,
    tag: 'scraped',
  }),
];

const page = (overrides: Partial<AdminUsersPage> = {}): AdminUsersPage => ({
  rows: ROWS,
  matched: 120,
  total: 2345,
  page: 1,
  page_size: 50,
  ...overrides,
});

function results(
  data: AdminUsersPage | undefined,
  extra: { wide?: boolean; failed?: boolean } = {},
) {
  return render(
    <UsersResults
      data={data}
      failed={extra.failed ?? false}
      loading={!data}
      wide={extra.wide ?? true}
      page={data?.page ?? 1}
      hrefOf={(n) => `/admin/users?tag=regular&page=${n}`}
      onRetry={noop}
      actions={idle()}
      selfId={ME.id}
    />,
  );
}

describe('Admin Users', () => {
  const table = results(page());

  it("says 'Showing X of Y users' and which rows the page holds", () => {
    expect(table).toContain('Showing 120 of 2,345 users');
    expect(table).toContain('Page 1 of 3, rows 1 to 3');
  });

  it('has the specification’s columns, in order', () => {
    const headers = [...table.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((m) => m[1]);
    expect(headers).toEqual([
      'Name',
      'Email',
      'Role',
      'Tag',
      'Location',
      'Contact',
      'Created',
      'Actions',
    ]);
  });

  it('links each name to the user’s page and shows role, tag, place, contact and date', () => {
    expect(table).toMatch(/<a [^>]*href="\/admin\/users\/u-2"[^>]*>Northern Van Centre<\/a>/);
    // A user without a name is named by their e-mail address.
    expect(table).toMatch(/href="\/admin\/users\/u-3"[^>]*>nameless@example.org<\/a>/);
    expect(table).toContain('Staines Upon Thames');
    expect(table).toMatch(/href="tel:01134960000"[^>]*>0113 496 0000<\/a>/);
    expect(table).toContain('>northern-van-centre.example</a>');
    expect(table).toContain('05 Mar 2026');
    expect(table).toContain('>Disabled</span>');
  });

  it('offers a tag menu per row showing the tag in force', () => {
    expect(table).toContain('aria-label="Tag of Northern Van Centre: Regular"');
    expect(table).toContain('aria-label="Tag of Alex Morgan: None"');
    expect(table).toContain('aria-label="Tag of nameless@example.org: Scraped"');
  });

  it('offers one action menu per row, named with the user, but not on the admin’s own row', () => {
    expect(table).toMatch(/aria-haspopup="menu"[^>]*aria-label="Actions for Northern Van Centre"/);
    expect(table).toContain('aria-label="Actions for nameless@example.org"');
    expect(table).not.toContain('aria-label="Actions for Alex Morgan"');
    expect(table).toContain('Your own account');
    // Three tag menus and two action menus.
    expect(table.match(/aria-haspopup="menu"/g)).toHaveLength(5);
  });

  it('puts the role and the account in the menu, each after a confirmation', () => {
    const [northern, nameless] = [ROWS[1]!, ROWS[2]!];
    const asked: unknown[] = [];
    const actions = { ask: (change: unknown) => asked.push(change) };
    const items = (user: AdminUserRow) =>
      userMenuSections(user, actions)
        .flat()
        .map((entry) => entry.kind === 'action' && { label: entry.label, dialog: entry.dialog });
    expect(items(northern)).toEqual([
      { label: 'Make admin', dialog: true },
      { label: 'Disable account', dialog: true },
    ]);
    expect(items(nameless)).toEqual([
      { label: 'Make admin', dialog: true },
      { label: 'Enable account', dialog: true },
    ]);
    expect(items({ ...northern, role: 'admin' })[0]).toEqual({
      label: 'Remove admin',
      dialog: true,
    });
    for (const entry of userMenuSections(northern, actions).flat()) {
      if (entry.kind === 'action') entry.onSelect();
    }
    expect(asked).toEqual([
      { kind: 'role', user: northern, role: 'admin' },
      { kind: 'disabled', user: northern, disabled: true },
    ]);
  });

  it('keeps each e-mail address, place and website on one line, whole in its tooltip', () => {
    expect(table).toMatch(
      /<span title="nameless@example.org" class="block truncate[^"]*">nameless@example.org<\/span>/,
    );
    expect(table).toContain('<span title="Staines Upon Thames" class="block truncate');
    expect(table).toMatch(/<a [^>]*title="northern-van-centre.example"[^>]*class="[^"]*truncate/);
    expect(table).not.toContain('break-all');
    // Columns of set widths, so text is cut rather than widening the row.
    expect(table).toContain('table-fixed');
  });

  it('pages with real links that keep the filters', () => {
    expect(table).toMatch(/<nav aria-label="Pages of users"/);
    expect(table).toContain('href="/admin/users?tag=regular&amp;page=2"');
    expect(table).toContain('rel="next"');
  });

  it('shows cards with the same content on a phone', () => {
    const cards = results(page(), { wide: false });
    expect(cards).not.toContain('<table');
    expect(cards).toContain('<ul aria-label="Showing 120 of 2,345 users"');
    expect(cards).toContain('aria-label="Tag of Northern Van Centre: Regular"');
    expect(cards).toContain('aria-label="Actions for Northern Van Centre"');
    expect(cards).toContain('<span title="nameless@example.org" class="block truncate');
  });

  it('says when no user matches', () => {
    const empty = results(page({ rows: [], matched: 0 }));
    expect(empty).toContain('No users found matching the criteria');
    expect(empty).not.toContain('<table');
  });

  it('offers the last page past the end, a retry on failure, and says it is loading', () => {
    expect(results(page({ rows: [], page: 9 }))).toContain('Go to the last page (3)');
    const failed = results(undefined, { failed: true });
    expect(failed).toContain('role="alert"');
    expect(failed).toContain('Could not load users');
    expect(failed).toContain('Try again');
    expect(results(undefined)).toContain('Loading users...');
  });
});

describe('one user for an admin', () => {
  const detail: AdminUserDetail = {
    user: ROWS[1]!,
    seller_type: 'private_seller',
    listing_counts: { active: 12, sold: 3 },
    listings: [
      {
        id: 'l-1',
        title: '2019 Ford Transit Custom',
        make: 'Ford',
        model: 'Transit Custom',
        year: 2019,
        price: 14995,
        status: 'active',
        approval_status: 'pending',
        created_at: '2026-03-01T10:00:00.000Z',
        updated_at: '2026-03-01T10:00:00.000Z',
        owner: { id: 'u-2', name: 'Northern Van Centre', email: 'u-2@example.org' },
        owner_disabled: false,
      },
    ],
    audit: [
      {
        id: 'a-1',
        at: '2026-03-04T09:15:00.000Z',
        action: 'tag',
        actor: { id: 'me', email: 'alex@vanyard.example', name: 'Alex Morgan' },
        target: { kind: 'user', id: 'u-2', label: 'u-2@example.org' },
        before: { tag: null },
        after: { tag: 'regular' },
        reason: null,
      },
    ],
  };
  const html = render(<AdminUserView detail={detail} actions={idle()} selfId="me" />);

  it('has one h1, the user’s name, under Admin / Users', () => {
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Northern Van Centre<\/h1>/);
    expect(html).toMatch(/<a [^>]*href="\/admin\/users"[^>]*>Users<\/a>/);
  });

  it('shows the profile, role, tag and account with their actions and the sign-in note', () => {
    expect(html).toContain('u-2@example.org');
    expect(html).toContain('aria-label="Tag of Northern Van Centre: Regular"');
    expect(html).toContain('Make admin');
    expect(html).toContain('Enabled');
    expect(html).toContain('applies from the user’s next sign-in');
  });

  it("shows the account's type with the button that makes it the other", () => {
    expect(html).toMatch(
      /<dt[^>]*>Account type<\/dt><dd><span[^>]*><span[^>]*>Private Seller<\/span>/,
    );
    expect(html).toContain('aria-label="Make trade account: Northern Van Centre"');
    const trade = render(
      <AdminUserView
        detail={{ ...detail, seller_type: 'trade_dealer' }}
        actions={idle()}
        selfId="me"
      />,
    );
    expect(trade).toContain('>Trade Dealer</span>');
    expect(trade).toContain('Make private account');
  });

  it('counts the listings and links the newest to their admin pages', () => {
    expect(html).toContain('12 active, 3 sold.');
    expect(html).toMatch(/href="\/admin\/listings\/l-1"[^>]*>2019 Ford Transit Custom<\/a>/);
    expect(html).toContain('href="/admin/listings?owner=u-2"');
  });

  it('shows the audit trail: when, who, what, before and after', () => {
    expect(html).toContain('Tag changed by Alex Morgan');
    expect(html).toContain('04 Mar 2026, 09:15');
    expect(html).toMatch(/<th scope="row"[^>]*>Tag<\/th><td[^>]*>—<\/td><td[^>]*>regular<\/td>/);
  });
});

describe('the role and account confirmations', () => {
  it('says a role applies from the next sign-in', () => {
    const html = render(
      <UserActionDialogs
        actions={idle({ pending: { kind: 'role', user: ROWS[1]!, role: 'admin' } })}
      />,
    );
    expect(html).toContain('Make admin');
    expect(html).toContain('applies from the user’s next sign-in');
  });

  it('says what disabling does to the user’s listings', () => {
    const html = render(
      <UserActionDialogs
        actions={idle({ pending: { kind: 'disabled', user: ROWS[1]!, disabled: true } })}
      />,
    );
    expect(html).toContain('Disable account');
    expect(html).toContain('their listings are hidden');
  });
});
