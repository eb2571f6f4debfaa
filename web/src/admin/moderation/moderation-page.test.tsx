import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ModerationItem } from '#shared/admin/listings';
import { fakeActions, makeAdminRow, makeDetail } from '../listings/test-fixtures';
import { QueueEmpty, QueueList, ReviewItem, ShortcutLegend } from './moderation-page';

const render = (element: ReactNode) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={['/admin/moderation']}>{element}</MemoryRouter>,
  );
const noop = () => undefined;

const item = (overrides: Partial<ModerationItem> = {}): ModerationItem => ({
  ...makeAdminRow(),
  image_url: null,
  resubmitted: false,
  ...overrides,
});

describe('the moderation queue', () => {
  it('says when nothing waits', () => {
    const html = render(<QueueEmpty hasMore={false} onLoadMore={noop} />);
    expect(html).toMatch(/role="status"/);
    expect(html).toContain('Nothing waiting for review');
    expect(html).toMatch(/<a [^>]*href="\/admin\/listings"/);
  });

  it('shows the reviewer’s keys on screen', () => {
    const html = render(<ShortcutLegend />)
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    for (const words of ['A Approve', 'R Reject', 'J Next', 'K Previous']) {
      expect(html).toContain(words);
    }
    expect(html).toContain('Not while typing in a field or a dialog is open.');
  });

  it('lists the waiting listings, the one under review marked, new and edited told apart', () => {
    const html = render(
      <QueueList
        items={[item(), item({ id: 'lst_2', title: 'Crafter', resubmitted: true })]}
        currentId="lst_2"
        onChoose={noop}
        hasMore
        loadingMore={false}
        loadMoreFailed={false}
        onLoadMore={noop}
      />,
    );
    expect(html).toContain('<nav aria-label="Waiting for review"');
    expect(html.match(/aria-current="true"/g)).toHaveLength(1);
    expect(html).toMatch(/aria-current="true"[^>]*><span[^>]*>Crafter</);
    expect(html).toContain('>Edited<');
    expect(html).toContain('>New<');
    expect(html).toContain('>Load more</button>');
  });
});

describe('the item under review', () => {
  it('has Approve and Reject with their keys, then the whole listing', () => {
    const html = render(
      <ReviewItem
        item={item()}
        position={1}
        count={3}
        detail={makeDetail()}
        failed={false}
        onRetry={noop}
        actions={fakeActions()}
        onStep={noop}
        canStep={{ previous: false, next: true }}
      />,
    );
    expect(html).toMatch(/<button type="button" aria-keyshortcuts="A"[^>]*>Approve<\/button>/);
    expect(html).toMatch(/aria-keyshortcuts="K" disabled=""[^>]*>Previous<\/button>/);
    expect(html).toMatch(/aria-keyshortcuts="J" class="[^"]*">Next<\/button>/);
    expect(html).toMatch(/aria-keyshortcuts="R"[^>]*>Reject<\/button>/);
    expect(html).toContain('1 of 3 loaded · New listing');
    expect(html).toMatch(/<a [^>]*href="\/admin\/listings\/lst_1"/);
    expect(html).toContain('>Key details</h2>');
    expect(html).toContain('>Seller</h2>');
  });

  it('waits for the listing before Approve can be pressed', () => {
    const html = render(
      <ReviewItem
        item={item()}
        position={1}
        count={1}
        detail={undefined}
        failed={false}
        onRetry={noop}
        actions={fakeActions()}
      />,
    );
    expect(html).toMatch(/aria-keyshortcuts="A" aria-disabled="true"/);
    expect(html).toContain('Loading...');
  });
});
