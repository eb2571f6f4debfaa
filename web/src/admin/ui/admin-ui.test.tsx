import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/fetch-json';
import { PageLinks } from '../../ui/page-links';
import { AUDIT_ENTRY } from '../listings/test-fixtures';
import { auditChanges, auditHeadline, auditValue, fieldLabel } from './audit-format';
import { ActionMenu, menuItemLabels, typeaheadFocus, type MenuSection } from './action-menu';
import { AuditTrail } from './audit-trail';
import { ListingStateBadge } from '../../ui/listing-state-badge';
import { ConfirmDialog } from './confirm-dialog';
import { Table } from '../../ui/table';
import { failureToast } from './failure-toast';
import { adminDate, adminDateTime } from './format';
import { pageCount, pagePosition, showingCaption } from './paging';
import { menuFocusFor, SelectMenu } from './select-menu';
import { isAdminKey } from './use-refresh-admin';

const render = (element: ReactNode) =>
  renderToStaticMarkup(<MemoryRouter initialEntries={['/admin/x']}>{element}</MemoryRouter>);
const noop = () => undefined;

describe('Table', () => {
  const columns = [
    { key: 'name', header: 'Name', rowHeader: true, cell: (row: { n: string }) => row.n },
    { key: 'len', header: 'Length', cell: (row: { n: string }) => row.n.length },
  ];

  it('is a table with a caption, column headers and a header cell naming each row', () => {
    const html = render(
      <Table
        caption="Things"
        columns={columns}
        rows={[{ n: 'ab' }]}
        rowKey={(r) => r.n}
        empty="None"
      />,
    );
    expect(html).toContain('<caption class="sr-only">Things</caption>');
    expect(html).toMatch(/<th scope="col"[^>]*>Name<\/th><th scope="col"[^>]*>Length<\/th>/);
    expect(html).toMatch(/<th scope="row"[^>]*>ab<\/th><td[^>]*>2<\/td>/);
  });

  it('says the empty message, as a status, instead of an empty table', () => {
    const html = render(
      <Table
        caption="Things"
        columns={columns}
        rows={[]}
        rowKey={(r) => r.n}
        empty="No things found"
      />,
    );
    expect(html).not.toContain('<table');
    expect(html).toMatch(/role="status"[^>]*>No things found</);
  });
});

describe('the admin lists’ pager', () => {
  it('is real links, the current page marked, previous and next where they exist', () => {
    const html = render(
      <PageLinks
        size="small"
        label="Pages of listings"
        page={2}
        pages={5}
        hrefOf={(p) => `/admin/listings?page=${p}`}
      />,
    );
    expect(html).toContain('<nav aria-label="Pages of listings"');
    // Every link to a page, as one string (a page may be both a number and Previous or Next).
    const link = (page: number) =>
      [...html.matchAll(new RegExp(`<a [^>]*href="/admin/listings\\?page=${page}"[^>]*>`, 'g'))]
        .map((found) => found[0])
        .join(' ');
    expect(link(1)).toContain('rel="prev"');
    expect(link(3)).toContain('rel="next"');
    expect(link(2)).toContain('aria-current="page"');
    expect(link(4)).not.toContain('aria-current');
    expect(html).toContain('<span class="sr-only">Page </span>5');
  });

  it('is not shown for a single page', () => {
    expect(render(<PageLinks size="small" label="x" page={1} pages={1} hrefOf={String} />)).toBe(
      '',
    );
  });
});

describe('paging words', () => {
  it('counts pages and says what is shown', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(showingCaption(1234, 100000, 'listings')).toBe('Showing 1,234 of 100,000 listings');
    expect(pagePosition(2, 25, 25, 60)).toBe('Page 2 of 3, rows 26 to 50');
    expect(pagePosition(4, 25, 0, 60)).toBe('Page 4 of 3');
  });
});

describe('the listing state badge', () => {
  it('reads one state for status and approval together', () => {
    const badge = (status: 'active' | 'inactive' | 'sold', approval: string) =>
      render(<ListingStateBadge listing={{ status, approval_status: approval as 'pending' }} />);
    expect(badge('active', 'approved')).toContain('>Live<');
    expect(badge('inactive', 'rejected')).toContain('>Rejected<');
    expect(badge('active', 'pending')).toContain('>Pending review<');
    expect(badge('active', 'draft')).toContain('>Draft<');
    expect(badge('sold', 'approved')).toContain('>Sold<');
    expect(badge('inactive', 'approved')).toContain('>Hidden<');
  });
});

describe('ConfirmDialog', () => {
  const dialog = (busy: boolean) =>
    render(
      <ConfirmDialog
        id="delete-listing"
        title="Delete listing"
        message="Are you sure you want to delete this listing? This action cannot be undone."
        confirmLabel="Delete listing"
        busyLabel="Deleting..."
        busy={busy}
        destructive
        onConfirm={noop}
        onClose={noop}
      />,
    );

  it('is a dialog named by its title and described by the question', () => {
    const html = dialog(false);
    expect(html).toMatch(
      /<dialog id="delete-listing" aria-labelledby="delete-listing-title" aria-describedby="delete-listing-description"/,
    );
    expect(html).toContain(
      '>Are you sure you want to delete this listing? This action cannot be undone.<',
    );
    expect(html).toMatch(/<button type="button"[^>]*>Cancel<\/button>/);
    expect(html).toContain('>Delete listing</button>');
  });

  it('says it is busy and cannot be cancelled meanwhile', () => {
    const html = dialog(true);
    expect(html).toMatch(/<button type="button" disabled=""[^>]*>Cancel<\/button>/);
    expect(html).toMatch(/aria-disabled="true"[^>]*>Deleting...<\/button>/);
  });
});

describe('SelectMenu', () => {
  it('is a closed menu button named for what it changes', () => {
    const html = render(
      <SelectMenu
        label="Status"
        ariaLabel="Change status of 2019 Ford Transit"
        options={[
          { value: 'active', label: 'Active' },
          { value: 'sold', label: 'Sold' },
        ]}
        value="active"
        onSelect={noop}
      />,
    );
    expect(html).toMatch(
      /<button type="button" aria-haspopup="menu" aria-expanded="false" aria-label="Change status of 2019 Ford Transit"/,
    );
    expect(html).not.toContain('role="menu"');
  });

  it('moves the focus with the arrows, Home and End, wrapping round', () => {
    expect(menuFocusFor('ArrowDown', 2, 3)).toBe(0);
    expect(menuFocusFor('ArrowUp', 0, 3)).toBe(2);
    expect(menuFocusFor('Home', 2, 3)).toBe(0);
    expect(menuFocusFor('End', 0, 3)).toBe(2);
    expect(menuFocusFor('a', 0, 3)).toBeNull();
  });
});

describe('the audit trail', () => {
  it('words fields, values and who did what', () => {
    expect(fieldLabel('approval_status')).toBe('Approval status');
    expect(auditValue(null)).toBe('—');
    expect(auditValue(true)).toBe('Yes');
    expect(auditValue(['a', 'b'])).toBe('a, b');
    expect(auditValue(12995)).toBe('12995');
    expect(auditHeadline(AUDIT_ENTRY)).toBe('Rejected by Alex Morgan');
    expect(auditChanges(AUDIT_ENTRY)).toEqual([
      { field: 'approval_status', label: 'Approval status', before: 'pending', after: 'rejected' },
      { field: 'status', label: 'Status', before: 'active', after: 'inactive' },
    ]);
    expect(auditChanges({ before: null, after: { tag: 'scraped' } })).toEqual([
      { field: 'tag', label: 'Tag', before: '—', after: 'scraped' },
    ]);
  });

  it('shows each entry with its time, reason and changed fields', () => {
    const html = render(<AuditTrail entries={[AUDIT_ENTRY]} />);
    expect(html).toContain('<h2 id="audit-trail"');
    expect(html).toContain('>Rejected by Alex Morgan<');
    expect(html).toContain('<time dateTime="2026-03-05T14:03:00.000Z">05 Mar 2026, 14:03</time>');
    expect(html).toContain('the mileage reads 4 miles');
    expect(html).toMatch(
      /<th scope="row"[^>]*>Approval status<\/th><td[^>]*>pending<\/td><td[^>]*>rejected<\/td>/,
    );
    expect(render(<AuditTrail entries={[]} />)).toContain('No admin actions yet.');
  });
});

describe('dates', () => {
  it('writes UK dates and times', () => {
    expect(adminDate('2026-03-05T10:00:00Z')).toBe('05 Mar 2026');
    expect(adminDateTime('2026-07-05T23:30:00Z')).toBe('06 Jul 2026, 00:30');
  });
});

describe('failure toasts', () => {
  it('keep the spec’s words as the title and add a 4xx’s own words', () => {
    const conflict = new ApiError(
      409,
      'not_pending',
      'This listing is no longer waiting for review',
    );
    expect(failureToast(conflict, 'Could not update listing approval status')).toEqual({
      title: 'Could not update listing approval status',
      description: 'This listing is no longer waiting for review',
      variant: 'destructive',
    });
    expect(
      failureToast(
        new ApiError(503, 'x', 'Service Unavailable'),
        'Could not delete listing. Please try again.',
      ),
    ).toEqual({
      title: 'Could not delete listing. Please try again.',
      variant: 'destructive',
    });
    expect(failureToast(new TypeError('offline'), 'T')).toEqual({
      title: 'T',
      variant: 'destructive',
    });
  });
});

describe('admin cache keys', () => {
  it('are the admin API’s answers only', () => {
    expect(isAdminKey(['/api/admin/listings?page=2', 'user-1'])).toBe(true);
    expect(isAdminKey('/api/admin/moderation')).toBe(true);
    expect(isAdminKey(['/api/me/listings', 'user-1'])).toBe(false);
  });
});

describe('the action menu', () => {
  const sections: MenuSection[] = [
    [{ kind: 'action', label: 'Approve', onSelect: noop }],
    [
      {
        kind: 'choice',
        label: 'Status',
        options: [
          { value: 'active', label: 'Active' },
          { value: 'sold', label: 'Sold' },
        ],
        value: 'active',
        onSelect: noop,
      },
    ],
    [],
    [
      { kind: 'link', label: 'Edit', to: '/edit' },
      { kind: 'action', label: 'Delete', onSelect: noop, danger: true, dialog: true },
    ],
  ];

  it('moves over every item in order, a choice’s options each one item', () => {
    expect(menuItemLabels(sections)).toEqual(['Approve', 'Active', 'Sold', 'Edit', 'Delete']);
  });

  it('moves to the next item starting with a typed letter, wrapping round', () => {
    const labels = menuItemLabels(sections);
    expect(typeaheadFocus('s', 0, labels)).toBe(2);
    expect(typeaheadFocus('A', 0, labels)).toBe(1);
    expect(typeaheadFocus('a', 1, labels)).toBe(0);
    expect(typeaheadFocus('x', 0, labels)).toBeNull();
    expect(typeaheadFocus(' ', 0, labels)).toBeNull();
    expect(typeaheadFocus('Enter', 0, labels)).toBeNull();
  });

  it('is a named menu button saying Actions, or what is on its way', () => {
    const html = render(<ActionMenu label="Actions for 2019 Ford Transit" sections={sections} />);
    expect(html).toMatch(
      /<button type="button" aria-haspopup="menu" aria-expanded="false" aria-label="Actions for 2019 Ford Transit"[^>]*>Actions<svg/,
    );
    const busy = render(
      <ActionMenu label="Actions for X" sections={sections} busyLabel="Updating..." />,
    );
    expect(busy).toMatch(/aria-disabled="true"[^>]*>Updating...<\/button>/);
  });
});
