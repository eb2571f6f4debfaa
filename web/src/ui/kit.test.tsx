import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';
import { Card, cardClass } from './card';
import { CARD, CARD_SURFACE, TEXT_LINK, TEXT_LINK_INLINE } from './styles';
import { TextLink, textLinkClass } from './text-link';
import { PageShell } from './page-shell';

describe('Card', () => {
  it('is a section named by its heading', () => {
    const out = renderToString(
      <Card headingId="profile" title="Profile" lead="Your details">
        <p>Body</p>
      </Card>,
    );
    expect(out).toMatch(/^<section aria-labelledby="profile" class="rounded-xl [^"]*">/);
    expect(out).toContain(
      '<h2 id="profile" class="text-xl font-bold tracking-tight text-ink">Profile</h2>',
    );
    expect(out).toContain('<p class="mt-1 text-muted">Your details</p>');
  });

  it('takes an h3 inside a section, and no name without a title', () => {
    expect(
      renderToString(
        <Card headingId="c" title="Contact" level={3}>
          x
        </Card>,
      ),
    ).toContain('<h3 id="c"');
    expect(renderToString(<Card>x</Card>)).not.toContain('aria-labelledby');
  });
});

describe('cardClass', () => {
  it("is the page card's look by default, with a smaller padding for lists and figures", () => {
    expect(cardClass()).toBe(CARD);
    expect(cardClass({ padding: 'list' })).toBe(`${CARD_SURFACE} p-4`);
    expect(cardClass({ padding: 'compact', className: 'min-w-0' })).toBe(
      `${CARD_SURFACE} p-3 min-w-0`,
    );
    expect(cardClass({ padding: 'roomy' })).toContain(' p-8');
  });
});

describe('TextLink', () => {
  it("is the router's link in the kit's quiet look, or underlined in running text", () => {
    expect(
      renderToString(
        <MemoryRouter>
          <TextLink to="/admin/listings">All listings</TextLink>
        </MemoryRouter>,
      ),
    ).toBe(`<a class="${TEXT_LINK}" href="/admin/listings" data-discover="true">All listings</a>`);
    expect(
      renderToString(
        <MemoryRouter>
          <TextLink to="/x" data-row-link="lst_1" aria-label="Open van">
            Van
          </TextLink>
        </MemoryRouter>,
      ),
    ).toMatch(
      /^<a [^>]*data-row-link="lst_1"[^>]*aria-label="Open van"|^<a [^>]*aria-label="Open van"[^>]*data-row-link="lst_1"/,
    );
    expect(textLinkClass({ variant: 'inline', className: 'inline-flex' })).toBe(
      `${TEXT_LINK_INLINE} inline-flex`,
    );
  });
});

describe('Badge', () => {
  it('says its word in its tone', () => {
    const out = renderToString(<Badge tone="positive">Live</Badge>);
    expect(out).toMatch(
      /^<span class="inline-flex [^"]*bg-emerald-100 text-emerald-900[^"]*">Live<\/span>$/,
    );
    expect(
      renderToString(
        <Badge tone="info" size="large">
          Sold
        </Badge>,
      ),
    ).toContain(' text-sm ');
  });
});

describe('PageShell', () => {
  it('frames a page: breadcrumbs, one h1 and its lead', () => {
    const out = renderToString(
      <MemoryRouter>
        <PageShell
          trail={[{ label: 'Home', href: '/' }, { label: 'Dashboard' }]}
          title="Dashboard"
          lead="Hello"
        >
          <p>Body</p>
        </PageShell>
      </MemoryRouter>,
    );
    expect(out).toMatch(
      /^<div class="bg-slate-50"><div class="container-page py-6 sm:py-10"><nav aria-label="Breadcrumb">/,
    );
    expect(out.match(/<h1/g)).toHaveLength(1);
    expect(out).toContain(
      '<h1 class="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl">Dashboard</h1>',
    );
    expect(out).toContain('<p class="mt-2 max-w-3xl text-lg text-muted">Hello</p>');
  });
});
