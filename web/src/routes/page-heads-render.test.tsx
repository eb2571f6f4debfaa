// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ARTICLES, articleBySlug } from '#shared/content/articles';
import type { RenderDeps } from '#shared/page-render';
import { articleBodyLoader } from '../blog/article-body';
import { fakePageData } from '../server/fake-page-data';
import { createRenderPage } from '../server/render-page';
import {
  fixtureAnswer,
  LIVE_DETAIL,
  LIVE_PATH,
  SOLD_PATH,
  UNKNOWN_LISTING_PATH,
} from './page-heads-fixtures';

// The public pages other than results, rendered as the server renders them (the router's
// routes, App, the SWR payload) in Node, where `window` and `document` do not exist: a page that
// reads browser state while rendering throws here. Each must declare its own head and status.
// The home and results pages' content is covered by server-render.test.tsx.

const ORIGIN = 'https://www.vanyard.co.uk';
const TEMPLATE =
  '<!doctype html><html lang="en-GB"><head><meta charset="UTF-8" /><!--app-head--></head>' +
  '<body><div id="root"><!--app-html--></div></body></html>';
const DEPS: RenderDeps = {
  pages: fakePageData(fixtureAnswer).pages,
  siteOrigin: ORIGIN,
  now: new Date('2026-11-26T12:00:00Z'),
  contact: {
    email: 'hello@vanyard.example',
    phone: '0113 496 0000',
    addressLines: ['VanYard Ltd', '1 Wellington Street', 'Leeds LS1 4AB'],
    mapUrl: 'https://www.openstreetmap.org/search?query=LS1%204AB',
  },
};
const renderPage = createRenderPage({ template: TEMPLATE, manifest: {}, routeModules: {} });
// The Transit article, whose text the article test quotes.
const ARTICLE = articleBySlug('ford-transit-reliability')!;
const DEFAULT_IMAGE = `<meta property="og:image" content="${ORIGIN}/static/og-default.png"/>`;

type Rendered = { status: number; headers: Record<string, string>; head: string; body: string };

async function render(path: string): Promise<Rendered> {
  const page = await renderPage(new URL(path, ORIGIN), DEPS);
  const [, head = '', body = ''] = /<head>(.*)<\/head><body>(.*)<\/body>/s.exec(page.html) ?? [];
  return { status: page.status, headers: page.headers, head, body };
}

const count = (text: string, pattern: RegExp) => text.match(new RegExp(pattern, 'g'))?.length ?? 0;

const canonicalOf = (head: string) =>
  [...head.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((match) => match[1]);

/** Text with the tags taken out, so a phrase split by markup still reads as one. */
function textOf(html: string): string {
  return html
    .replace(/<script[^>]*>.*?<\/script>/gs, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The page's one h1, as text. */
function headingOf(body: string): string[] {
  return [...body.matchAll(/<h1[^>]*>(.*?)<\/h1>/gs)].map((match) => textOf(match[1]!));
}

function jsonLdOf(body: string): Record<string, unknown>[] {
  return [...body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

/** The vy-ssr payload the browser hydrates from. */
function payloadOf(body: string): { loaderData?: Record<string, unknown> } {
  const json = /<script type="application\/json" id="vy-ssr">(.*?)<\/script>/s.exec(body)?.[1];
  if (!json) throw new Error('No vy-ssr payload');
  return JSON.parse(json) as { loaderData?: Record<string, unknown> };
}

/** What every rendered page shares: one title, one description, no loading state, data primed. */
function expectCompletePage(page: Rendered, title: string) {
  expect(page.head.match(/<title>.*?<\/title>/g)).toEqual([`<title>${title}</title>`]);
  expect(count(page.head, /<meta name="description"/)).toBe(1);
  expect(page.body).not.toMatch(/Loading/);
  expect(page.body).not.toContain('aria-busy="true"');
  expect(page.headers['x-vanyard-ssr-missing']).toBe('');
}

function expectIndexable(page: Rendered, canonicalPath: string) {
  expect(page.status).toBe(200);
  expect(canonicalOf(page.head)).toEqual([`${ORIGIN}${canonicalPath}`]);
  expect(page.head).toContain(`<meta property="og:url" content="${ORIGIN}${canonicalPath}"/>`);
  expect(page.head).not.toContain('name="robots"');
  expect(page.headers['x-robots-tag']).toBeUndefined();
}

function expectNoindex(page: Rendered, status: number) {
  expect(page.status).toBe(status);
  expect(canonicalOf(page.head)).toEqual([]);
  expect(count(page.head, /<meta name="robots" content="noindex"\/>/)).toBe(1);
  expect(page.headers['x-robots-tag']).toBe('noindex');
}

describe('server-rendered page heads and statuses', () => {
  it('home: its title, canonical and the default share image', async () => {
    const page = await render('/');
    expectCompletePage(page, 'VanYard | Used Vans for Sale, Free to List');
    expectIndexable(page, '/');
    expect(page.head).toContain(DEFAULT_IMAGE);
    expect(page.head).toContain('<meta property="og:type" content="website"/>');
    expect(textOf(page.body)).toContain('2021 Volkswagen Transporter');
  });

  it('a live listing: product head, absolute JSON-LD, its details and the photo preload', async () => {
    const page = await render(LIVE_PATH);
    expectCompletePage(page, '2019 Ford Transit Custom for sale in Leeds | VanYard');
    expectIndexable(page, LIVE_PATH);
    expect(page.head).toContain('<meta property="og:type" content="product"/>');
    expect(page.head).toContain('<meta property="og:title" content="2019 Ford Transit Custom"/>');
    expect(page.head).toContain(
      `<meta property="og:image" content="${ORIGIN}/images/listings/Live123/a/1280.webp"/>`,
    );
    // The first photo is asked for from the head, before the browser has parsed the body.
    expect(page.head).toContain(
      '<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/images/listings/Live123/a/320.webp 320w, /images/listings/Live123/a/640.webp 640w, /images/listings/Live123/a/1280.webp 1280w" imageSizes="(min-width: 1024px) 60vw, 100vw"/>',
    );
    const mainPhoto = /<img[^>]*src="\/images\/listings\/Live123\/a\/1280\.webp"[^>]*>/.exec(
      page.body,
    )?.[0];
    expect(mainPhoto).toContain('loading="eager"');
    expect(mainPhoto).toContain('fetchPriority="high"');

    expect(headingOf(page.body)).toEqual(['2019 Ford Transit Custom']);
    const text = textOf(page.body);
    expect(text).toContain('£14,995');
    expect(text).toContain(LIVE_DETAIL.listing.description);
    expect(text).toContain('Leeds Van Centre');
    expect(text).toContain('2020 Ford Transit Custom');
    // The band under the price, from the similar vans' answer, in the server's HTML.
    expect(text).toContain('Great price');
    expect(text).toContain('Compared with 7 similar vans for sale, typically £16,500.');

    const jsonLd = jsonLdOf(page.body);
    expect(jsonLd.find((data) => data['@type'] === 'Vehicle')).toMatchObject({
      url: `${ORIGIN}${LIVE_PATH}`,
      image: [`${ORIGIN}/images/listings/Live123/a/1280.webp`, expect.any(String)],
      offers: { '@type': 'Offer', price: 14995, priceCurrency: 'GBP' },
    });
    const breadcrumbs = jsonLd.find((data) => data['@type'] === 'BreadcrumbList') as {
      itemListElement: { item: string }[];
    };
    expect(breadcrumbs.itemListElement.map((crumb) => crumb.item)).toContain(
      `${ORIGIN}/used-vans/ford/transit-custom`,
    );
  });

  it('a sold listing: the unavailable view, 410 and noindex', async () => {
    const page = await render(SOLD_PATH);
    expectCompletePage(page, 'This 2017 Renault Trafic is no longer available | VanYard');
    expectNoindex(page, 410);
    expect(textOf(page.body)).toContain(
      'Sorry, this van has been sold and is no longer available for purchase.',
    );
  });

  it('an unknown listing: the not-found view, 404 and noindex', async () => {
    const page = await render(UNKNOWN_LISTING_PATH);
    expectCompletePage(page, 'Listing not found | VanYard');
    expectNoindex(page, 404);
    expect(headingOf(page.body)).toEqual(['Listing not found']);
  });

  it('the blog index lists every article', async () => {
    const page = await render('/blog');
    expectCompletePage(page, 'Blog: Van News and Buying Guides | VanYard');
    expectIndexable(page, '/blog');
    expect(page.head).toContain(DEFAULT_IMAGE);
    for (const article of ARTICLES) expect(textOf(page.body)).toContain(article.title);
  });

  it('an article: article head and JSON-LD, and its text with no loading step', async () => {
    const path = `/blog/${ARTICLE.slug}`;
    const page = await render(path);
    expectCompletePage(page, `${ARTICLE.title} | VanYard`);
    expectIndexable(page, path);
    expect(page.head).toContain('<meta property="og:type" content="article"/>');
    expect(page.head).toContain(`<meta property="og:title" content="${ARTICLE.title}"/>`);
    expect(page.head).toContain(DEFAULT_IMAGE);
    expect(headingOf(page.body)).toEqual([ARTICLE.title]);
    expect(textOf(page.body)).toContain('A well-maintained Transit is a tough, simple workhorse.');
    expect(jsonLdOf(page.body)).toEqual([
      expect.objectContaining({
        '@type': 'Article',
        image: [`${ORIGIN}${ARTICLE.image.src}`],
        mainEntityOfPage: { '@type': 'WebPage', '@id': `${ORIGIN}${path}` },
      }),
    ]);
    // The text reaches the browser as the route loader's data, once.
    const payload = payloadOf(page.body);
    expect(payload).not.toHaveProperty('entries');
    expect(payload.loaderData).toEqual({
      blogArticle: await articleBodyLoader(ARTICLE.slug)!(),
    });
  });

  it('an unknown article: the not-found page, 404 and noindex', async () => {
    const page = await render('/blog/no-such-article');
    expect(payloadOf(page.body).loaderData).toEqual({ blogArticle: null });
    expectCompletePage(page, 'Page not found | VanYard');
    expectNoindex(page, 404);
    expect(headingOf(page.body)).toEqual(['Page not found']);
  });

  it('the FAQ: FAQPage JSON-LD on the canonical origin', async () => {
    const page = await render('/faq');
    expectCompletePage(page, 'Frequently Asked Questions | VanYard');
    expectIndexable(page, '/faq');
    expect(jsonLdOf(page.body)).toEqual([
      expect.objectContaining({ '@type': 'FAQPage', url: `${ORIGIN}/faq` }),
    ]);
  });

  it.each([
    ['/help', 'Help Centre | VanYard', 'Help Centre'],
    ['/about', 'About VanYard | VanYard', 'About VanYard'],
    ['/contact', 'Contact Us | VanYard', 'Contact Us'],
    ['/how-it-works', 'How It Works | VanYard', 'How It Works'],
    [
      '/how-to-sell-your-van-quickly-and-easily',
      'How to Sell Your Van Quickly and Easily | VanYard',
      'How to Sell Your Van Quickly and Easily',
    ],
    [
      '/register-to-sell',
      'Trade Van Sellers: List Your Stock Free | VanYard',
      'Sell Your Vans on VanYard',
    ],
    ['/terms', 'Terms of Service | VanYard', 'Terms of Service'],
    ['/privacy', 'Privacy Policy | VanYard', 'Privacy Policy'],
    ['/value-my-van', 'Free Van Valuation: What Is My Van Worth? | VanYard', 'Free Van Valuation'],
    [
      '/ulez-van-checker',
      'ULEZ Van Checker: Is My Van ULEZ Compliant? | VanYard',
      'ULEZ Van Checker',
    ],
  ])('%s: its own head, canonical and heading', async (path, title, heading) => {
    const page = await render(path);
    expectCompletePage(page, title);
    expectIndexable(page, path);
    expect(page.head).toContain(DEFAULT_IMAGE);
    expect(headingOf(page.body)).toEqual([heading]);
  });

  it("/contact: the details come from the route's loader and reach the browser as its data", async () => {
    const page = await render('/contact');
    expect(textOf(page.body)).toContain(DEPS.contact!.phone);
    expect(page.body).toContain(`href="mailto:${DEPS.contact!.email}"`);
    // The settings answer here is a refusal: the configured details show, as in the browser.
    const payload = payloadOf(page.body);
    expect(payload).not.toHaveProperty('entries');
    expect(payload.loaderData).toEqual({
      contact: { settings: { contact: null, updated_at: null }, configured: DEPS.contact },
    });
  });

  it("/help/listing-import: the instructions file itself, from the route's loader", async () => {
    const page = await render('/help/listing-import');
    // Not expectCompletePage: the instructions list a 'Side Loading Door'.
    expect(page.head).toContain('<title>Importing listings from a CSV file | VanYard</title>');
    expect(page.body).not.toContain('role="status"');
    expect(page.headers['x-vanyard-ssr-missing']).toBe('');
    expectIndexable(page, '/help/listing-import');
    expect(headingOf(page.body)).toEqual(['Importing listings from a CSV file']);
    expect(textOf(page.body)).toContain('engine_size_cc');
    const payload = payloadOf(page.body);
    expect(payload).not.toHaveProperty('entries');
    expect(payload.loaderData).toEqual({
      helpListingImport: expect.stringMatching(/^# Importing listings/),
    });
  });

  it('/free-van-valuation names /value-my-van as its canonical page', async () => {
    const page = await render('/free-van-valuation');
    expectCompletePage(page, 'Free Van Valuation: What Is My Van Worth? | VanYard');
    expectIndexable(page, '/value-my-van');
  });

  it('an unknown path: the not-found page, 404 and noindex', async () => {
    const page = await render('/no-such-page');
    expectCompletePage(page, 'Page not found | VanYard');
    expectNoindex(page, 404);
    expect(headingOf(page.body)).toEqual(['Page not found']);
  });
});
