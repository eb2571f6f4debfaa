import { describe, expect, it } from 'vitest';
import { filterUsers, usersPage } from '#lambdas/user/filter-users';
import {
  ADMIN_USERS_PAGE_SIZE,
  adminUsersQuerySchema,
  type AdminUserRow,
} from '#shared/admin/users';

function aUser(overrides: Partial<AdminUserRow> & { id: string }): AdminUserRow {
  return {
    email: `${overrides.id}@example.org`,
    full_name: 'Sam Patel',
    phone_number: null,
    location: 'leeds',
    website_url: null,
    created_at: '2026-01-01T10:00:00.000Z',
    role: 'user',
    tag: null,
    disabled: false,
    ...overrides,
  };
}

const USERS: AdminUserRow[] = [
  aUser({ id: 'u-admin', full_name: 'Alex Morgan', role: 'admin', email: 'admin@vanyard.example' }),
  aUser({ id: 'u-dealer', full_name: 'Northern Van Centre', tag: 'regular', location: 'bradford' }),
  aUser({
    id: 'u-scraped',
    full_name: 'Vans Direct',
    tag: 'scraped',
    phone_number: '07700 900123',
  }),
  aUser({ id: 'u-plain', full_name: 'Jo Bloggs', location: 'staines-upon-thames' }),
];

const ids = (rows: readonly AdminUserRow[]) => rows.map((row) => row.id);

describe('the Admin Users filter', () => {
  it('keeps everyone without filters, in the order given', () => {
    expect(ids(filterUsers(USERS, {}))).toEqual(['u-admin', 'u-dealer', 'u-scraped', 'u-plain']);
  });

  it('filters by role', () => {
    expect(ids(filterUsers(USERS, { role: 'admin' }))).toEqual(['u-admin']);
    expect(ids(filterUsers(USERS, { role: 'user' }))).toEqual(['u-dealer', 'u-scraped', 'u-plain']);
  });

  it('filters by tag, none meaning untagged', () => {
    expect(ids(filterUsers(USERS, { tag: 'regular' }))).toEqual(['u-dealer']);
    expect(ids(filterUsers(USERS, { tag: 'scraped' }))).toEqual(['u-scraped']);
    expect(ids(filterUsers(USERS, { tag: 'none' }))).toEqual(['u-admin', 'u-plain']);
  });

  it.each([
    ['the name, whatever its case', 'NORTHERN', ['u-dealer']],
    ['the e-mail address', 'admin@vanyard', ['u-admin']],
    ['the location', 'Staines', ['u-plain']],
    ['the phone as written', '07700 900', ['u-scraped']],
    ['the phone without its spaces', '07700900123', ['u-scraped']],
    ['the id', 'U-PLAIN', ['u-plain']],
    ['nothing that matches', 'zzz', []],
  ])('finds text in %s', (_, q, expected) => {
    expect(ids(filterUsers(USERS, { q }))).toEqual(expected);
  });

  it('does not match digits in names against phones', () => {
    const withDigits = [
      aUser({ id: 'u-1', full_name: 'Van 123 Ltd', phone_number: '0113 496 0000' }),
    ];
    expect(ids(filterUsers(withDigits, { q: 'Van 123' }))).toEqual(['u-1']);
    expect(ids(filterUsers(withDigits, { q: '4960' }))).toEqual(['u-1']);
  });

  it('combines the filters', () => {
    expect(ids(filterUsers(USERS, { role: 'user', tag: 'none', q: 'jo' }))).toEqual(['u-plain']);
    expect(ids(filterUsers(USERS, { role: 'admin', tag: 'scraped' }))).toEqual([]);
  });
});

describe('a page of Admin Users', () => {
  const many = Array.from({ length: 120 }, (_, i) =>
    aUser({ id: `u-${String(i).padStart(3, '0')}`, tag: i % 3 === 0 ? 'scraped' : null }),
  );
  const query = (input: Record<string, string>) => adminUsersQuerySchema.parse(input);

  it('shows 50 a page with how many match and how many there are', () => {
    const page = usersPage(many, query({}));
    expect(page).toMatchObject({ matched: 120, total: 120, page: 1, page_size: 50 });
    expect(page.rows).toHaveLength(ADMIN_USERS_PAGE_SIZE);
    expect(page.rows[0]!.id).toBe('u-000');
  });

  it('counts the matches of the filters over every page, and pages through them', () => {
    const first = usersPage(many, query({ tag: 'scraped' }));
    expect(first).toMatchObject({ matched: 40, total: 120 });
    expect(first.rows).toHaveLength(40);
    const third = usersPage(many, query({ page: '3' }));
    expect(third.rows.map((row) => row.id)).toEqual(many.slice(100).map((row) => row.id));
  });

  it('answers an empty page past the last', () => {
    const page = usersPage(many, query({ page: '9' }));
    expect(page).toMatchObject({ rows: [], matched: 120, page: 9 });
  });

  it('reads an empty filter as no filter and refuses unknown values', () => {
    expect(query({ role: '', tag: '', q: '' })).toEqual({ page: 1 });
    expect(adminUsersQuerySchema.safeParse({ tag: 'vip' }).success).toBe(false);
    expect(adminUsersQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});
