import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, usersCsv, usersExportFilename, UTF8_BOM } from '#lambdas/user/users-csv';
import { USERS_CSV_COLUMNS, type AdminUserRow } from '#shared/admin/users';

const user: AdminUserRow = {
  id: 'u-1',
  email: 'zoe@example.org',
  full_name: 'Zoë O\'Neill, "Vans"',
  phone_number: '+44 7700 900123',
  location: 'leeds',
  website_url: null,
  created_at: '2026-03-01T09:30:00.000Z',
  role: 'admin',
  tag: 'scraped',
  disabled: false,
};

describe('a CSV cell', () => {
  it.each([
    ['=HYPERLINK("http://evil","x")', `"'=HYPERLINK(""http://evil"",""x"")"`],
    ['+44 7700 900123', "'+44 7700 900123"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\r=1', `"'\r=1"`],
  ])('defuses a formula: %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['plain text', 'plain text'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['', ''],
    ['mid=dle and 1+1', 'mid=dle and 1+1'],
  ])('quotes only what needs it: %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('ends a line with CRLF', () => {
    expect(csvLine(['a', 'b,c'])).toBe('a,"b,c"\r\n');
  });
});

describe('the users CSV', () => {
  const text = [...usersCsv([user, { ...user, id: 'u-2', tag: null, role: 'user' }])].join('');

  it("starts with a byte-order mark and the specification's header row", () => {
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(text.slice(1).split('\r\n')[0]).toBe(
      'Full Name,Email,Location,Phone,Website,Role,Tag,Created At',
    );
  });

  it('reads back as the values, a row per user, defused cells marked', () => {
    const rows = parse(text.slice(1), { relax_quotes: false }) as string[][];
    expect(rows[0]).toEqual([...USERS_CSV_COLUMNS]);
    expect(rows[1]).toEqual([
      'Zoë O\'Neill, "Vans"',
      'zoe@example.org',
      'leeds',
      "'+44 7700 900123",
      '',
      'admin',
      'scraped',
      '2026-03-01T09:30:00.000Z',
    ]);
    expect(rows[2]?.[6]).toBe('');
    expect(rows).toHaveLength(3);
  });

  it('is named after the product and the UK day', () => {
    expect(usersExportFilename(new Date('2026-06-30T23:30:00Z'))).toBe(
      'vanyard-users-2026-07-01.csv',
    );
    expect(usersExportFilename(new Date('2026-12-31T23:30:00Z'))).toBe(
      'vanyard-users-2026-12-31.csv',
    );
  });
});
