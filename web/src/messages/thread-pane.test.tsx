import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ThreadResponse } from '#shared/messages';
import { ThreadPane } from './thread-pane';

const SCAM = 'Pay by bank transfer and my courier brings it. WhatsApp me.';

function thread(
  role: 'buyer' | 'seller',
  blocked: ThreadResponse['blocked'] = null,
): ThreadResponse {
  return {
    conversation: {
      id: 'a'.repeat(32),
      role,
      other_name: role === 'buyer' ? 'Northern Van Centre' : 'Sam',
      listing: { id: 'l1', title: '2019 Ford Transit Custom', state: 'sold', card: null },
      last_message_at: '2026-11-29T10:00:00.000Z',
      last_message_preview: SCAM,
      last_from_me: false,
    },
    messages: [
      {
        id: 'm1',
        from_me: role === 'buyer',
        text: '<img src=x onerror=alert(1)> Is it still for sale?',
        sent_at: '2026-11-29T09:00:00.000Z',
        seen: role === 'buyer',
      },
      {
        id: 'm2',
        from_me: role !== 'buyer',
        text: SCAM,
        sent_at: '2026-11-29T10:00:00.000Z',
        seen: false,
      },
    ],
    blocked,
  };
}

const render = (data: ThreadResponse) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ThreadPane thread={data} onSent={() => {}} />
    </MemoryRouter>,
  );

describe('ThreadPane', () => {
  it("warns the buyer beside a seller's message with scam patterns, and escapes what was typed", () => {
    const html = render(thread('buyer'));
    expect(html).toContain('data-testid="scam-warning"');
    expect(html).toContain('bank transfer or &quot;friends and family&quot;');
    expect(html).toContain('WhatsApp');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('Seen');
    expect(html).toContain('Sold');
  });

  it('shows the seller no warnings, and no send box once blocked', () => {
    const html = render(thread('seller', 'me'));
    expect(html).not.toContain('data-testid="scam-warning"');
    expect(html).not.toContain('Your message');
    expect(html).toContain('You have blocked this user');
    expect(html).toContain('>Unblock<');
  });
});
