import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ModerationItem } from '#shared/admin/listings';
import { QueueList } from '../moderation/moderation-page';
import { ListingReview } from './listing-review';
import { makeAdminRow, makeDetail } from './test-fixtures';

const render = (element: ReactNode) => renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>);
const noop = () => undefined;
const flag = { advertised: 62_000, last_reading: 88_100, last_reading_date: '2025-05-21' };

const item = (overrides: Partial<ModerationItem> = {}): ModerationItem => ({
  ...makeAdminRow(),
  image_url: null,
  resubmitted: false,
  ...overrides,
});

describe('the mileage below the MOT record, for moderators', () => {
  it('is a badge on the queue’s listing, and nothing on the others', () => {
    const html = render(
      <QueueList
        items={[
          item({ id: 'lst_1', mileage_flag: flag }),
          item({ id: 'lst_2', mileage_flag: null }),
        ]}
        currentId="lst_1"
        onChoose={noop}
        hasMore={false}
        loadingMore={false}
        loadMoreFailed={false}
        onLoadMore={noop}
      />,
    );
    expect(html.match(/>Mileage below MOT record</g)).toHaveLength(1);
  });

  it('gives both figures in the review and on the listing’s admin page', () => {
    const text = render(<ListingReview detail={makeDetail({ mileage_flag: flag })} />)
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ');
    expect(text).toContain(
      'Mileage below MOT record: advertised 62,000 miles, but the MOT test on 21/05/2025 recorded 88,100 miles.',
    );
    expect(render(<ListingReview detail={makeDetail({ mileage_flag: null })} />)).not.toContain(
      'Mileage below MOT record',
    );
  });
});
