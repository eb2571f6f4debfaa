import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RENEWAL_PAGE_TEXT } from './renewal-copy';
import { RenewalPage } from './renewal-page';

describe('the renewal link page (decision 072)', () => {
  it('asks before it renews: a mail scanner opening the link changes nothing', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter initialEntries={['/listings/renew?token=abc.def']}>
        <RenewalPage />
      </MemoryRouter>,
    );
    expect(html).toContain('<h1');
    expect(html).toContain(RENEWAL_PAGE_TEXT.heading);
    expect(html).toContain(RENEWAL_PAGE_TEXT.lead);
    expect(html).toContain(`>${RENEWAL_PAGE_TEXT.confirm}<`);
  });

  it('says what the link did: renewed, or already used, with the date', () => {
    expect(
      RENEWAL_PAGE_TEXT.done({
        outcome: 'renewed',
        title: '2019 Ford Transit',
        expires_at: '2027-01-28T06:00:00.000Z',
      }),
    ).toBe('Your 2019 Ford Transit is advertised again until 28 January 2027.');
    expect(
      RENEWAL_PAGE_TEXT.done({
        outcome: 'already_used',
        title: '2019 Ford Transit',
        expires_at: '2027-01-28T06:00:00.000Z',
      }),
    ).toBe(
      'This renewal link was already used. Your 2019 Ford Transit is advertised until 28 January 2027.',
    );
    expect(
      RENEWAL_PAGE_TEXT.done({
        outcome: 'already_used',
        title: '2019 Ford Transit',
        expires_at: null,
      }),
    ).toBe('This renewal link was already used.');
  });
});
