import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ImportOwnerChoices, OWNER_CHOICES, type ImportOwner } from './import-owner-chooser';

const noop = () => undefined;
const owner = (n: number): ImportOwner => ({
  id: `user-${n}`,
  full_name: `Dealer ${n}`,
  email: `dealer${n}@example.org`,
});

function render(props: Partial<Parameters<typeof ImportOwnerChoices>[0]> = {}) {
  return renderToStaticMarkup(
    <ImportOwnerChoices
      text=""
      onText={noop}
      searched={false}
      rows={null}
      failed={false}
      loading={false}
      owner={null}
      onChange={noop}
      {...props}
    />,
  );
}

describe('the admin’s choice of the account an import is for', () => {
  it('starts with a labelled search over names and e-mail addresses', () => {
    const html = render();
    expect(html).toMatch(
      /<label for="csv-import-owner-search"[^>]*>Find the account by name or e-mail<\/label>/,
    );
    expect(html).toContain('The imported listings will belong to the account you choose.');
    expect(html).toContain('data-autofocus="true"');
    expect(html).not.toContain('type="radio"');
  });

  it('offers the matches as radio buttons in a labelled group', () => {
    const html = render({ searched: true, rows: [owner(1), owner(2)], owner: owner(2) });
    expect(html).toContain(
      '<legend class="text-sm font-semibold text-ink">Account the listings belong to</legend>',
    );
    expect(html.split('type="radio"').length - 1).toBe(2);
    expect(html).toMatch(/value="user-2" checked=""|checked="" value="user-2"/);
    expect(html).toContain('Dealer 1');
    expect(html).toContain('dealer1@example.org');
  });

  it('keeps the chosen account on offer while the admin searches for another', () => {
    const html = render({ searched: true, rows: [owner(3)], owner: owner(1) });
    expect(html.indexOf('value="user-1"')).toBeLessThan(html.indexOf('value="user-3"'));
  });

  it('offers a few matches at most', () => {
    const rows = Array.from({ length: 20 }, (_, i) => owner(i));
    expect(render({ searched: true, rows }).split('type="radio"').length - 1).toBe(OWNER_CHOICES);
  });

  it('says when nothing matches, and when the search failed', () => {
    expect(render({ searched: true, rows: [] })).toContain('No accounts match.');
    expect(render({ searched: true, rows: [], loading: true })).not.toContain('No accounts match.');
    expect(render({ searched: true, failed: true })).toContain(
      'role="alert" class="text-sm font-semibold text-red-800">Could not search the accounts.',
    );
  });
});
