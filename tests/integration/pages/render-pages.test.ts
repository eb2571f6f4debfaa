import { fileURLToPath } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#infra/local/stage/emulators/dynamodb';
import type { Db } from '#lambdas/platform/db';
import { putProfilesBatch } from '#lambdas/account/profiles-repo';
import { createLogger } from '#lambdas/platform/logger';
import { createPageData } from '#lambdas/render/page-data';
import { resetSearchIndex } from '#lambdas/search/projection/search-index-provider';
import { ARTICLES } from '#shared/content/articles';
import type { Listing } from '#shared/listing';
import { listingPath } from '#shared/listing-paths';
import type { RenderDeps, RenderedPage, RenderPage } from '#shared/page-render';
import type { ContactDetails } from '#shared/runtime-config';
import { aListing } from '../../support/listing-fixture';
import { startTestStage, type TestStage } from '../local-stage/test-stage';
import { putListingsBatch } from '#lambdas/listing/listing-writer';
import { batchPutItems } from '#lambdas/platform/batch-write';
import { defaultOpeningHours } from '#shared/dealer';
import { dealerDirectoryKey, dealerSlugKey } from '#shared/table-keys';

// Issue 20 section 6: for a table of URLs, the HTML a crawler gets with no browser, from the
// renderer as the SSR build runs it (web/src/server/bundle-entry.ts through Vite, with the
// source template) over a local stage's table and search index, through the data port the
// Lambda injects (createPageData: the API's own domain functions). Every status row of ADR 028's table 4, the head tags, JSON-LD and visible
// content of every indexable page, and bad input: never a 5xx, never reflected markup.

const ORIGIN = 'https://www.vanyard.co.uk';
const CONTACT: ContactDetails = {
  email: 'hello@vanyard.example',
  phone: '0113 496 0123',
  addressLines: ['VanYard Ltd', '1 Wellington Street', 'Leeds LS1 4AB'],
  mapUrl: 'https://www.openstreetmap.org/search?query=LS1%204AB',
};
const DEALER_ABOUT =
  '<b>Vans since 1998</b>\n\n</script><script>alert(1)</script> Part exchange welcome.';
const SELLER = {
  id: 'seller-1',
  email: 'sales@leedsvans.example',
  full_name: 'Leeds Van Centre',
  phone_number: '0113 496 0000',
  location: 'Leeds',
  website_url: 'https://leedsvans.example',
  seller_type: 'trade_dealer' as const,
  created_at: '2024-01-01T00:00:00.000Z',
  // Its dealer page (decision 069), with markup in the about text that must stay text.
  address: 'Unit 4, Riverside Trade Park\nLeeds\nLS1 4AB',
  about: DEALER_ABOUT,
  opening_hours: defaultOpeningHours(),
  dealer_slug: 'leeds-van-centre',
  dealer_verified_at: '2025-03-03T10:00:00.000Z',
};
/** A dealer an admin hid: no page for the public. */
const HIDDEN_DEALER = {
  ...SELLER,
  id: 'seller-2',
  email: 'sales@hidden.example',
  full_name: 'Hidden Vans',
  dealer_slug: 'hidden-vans',
  dealer_hidden: true,
};
/** The slug and directory items a dealer's first save writes (lambdas/account/dealer). */
const dealerItems = (dealer: typeof SELLER & { dealer_hidden?: boolean }) => [
  { ...dealerSlugKey(dealer.dealer_slug), user_id: dealer.id },
  {
    ...dealerDirectoryKey(dealer.id),
    user_id: dealer.id,
    slug: dealer.dealer_slug,
    name: dealer.full_name,
    town: dealer.location,
    verified_at: dealer.dealer_verified_at,
    hidden: dealer.dealer_hidden === true,
    updated_at: '2026-11-01T00:00:00.000Z',
  },
];

const photos = (id: string) =>
  ['a', 'b', 'c'].map((photo) => `/images/listings/${id}/${photo}/640.webp`);
const LIVE_DESCRIPTION = 'One careful owner, full Ford service history and a new clutch in May.';
const XSS_DESCRIPTION =
  '</script><script>alert(1)</script> "><img src=x onerror=alert(1)> <!--<script> &lt; ok';

const live = aListing({
  id: 'LiveVan1',
  year: 2019,
  price: 18_750,
  mileage: 48_200,
  description: LIVE_DESCRIPTION,
  image_urls: photos('LiveVan1'),
  created_at: '2026-11-20T10:00:00.000Z',
});
const sold = aListing({ id: 'SoldVan1', status: 'sold' });
const inactive = aListing({ id: 'GoneVan1', status: 'inactive' });
const disabled = aListing({ id: 'OffVan1', owner_disabled: true });
const pending = aListing({ id: 'WaitVan1', approval_status: 'pending' });
// Its advertised days ended (decision 072): gone for crawlers until the seller renews it.
const expired = aListing({
  id: 'EndedVan1',
  expired: true,
  live_until: '2026-09-01T09:00:00.000Z',
});
const rejected = aListing({ id: 'NoVan1', approval_status: 'rejected' });
const xss = aListing({ id: 'XssVan1', description: XSS_DESCRIPTION, title: XSS_DESCRIPTION });
// With the live and the XSS van, 32 Ford Transit Customs in Leeds: two pages of 24.
const filler = Array.from({ length: 30 }, (_, i) =>
  aListing({
    id: `Leeds${String(i).padStart(2, '0')}`,
    price: 9_000 + i * 100,
    created_at: `2026-10-${String((i % 28) + 1).padStart(2, '0')}T09:00:00.000Z`,
  }),
);
const LISTINGS: Listing[] = [
  live,
  sold,
  inactive,
  disabled,
  expired,
  pending,
  rejected,
  xss,
  ...filler,
];

const LIVE_PATH = listingPath(live);
const ARTICLE = ARTICLES[0]!;

let stage: TestStage;
let vite: ViteDevServer;
let renderPage: RenderPage;
let deps: RenderDeps;

function dbOf(running: TestStage): { db: Db; destroy: () => void } {
  const client = new DynamoDBClient({
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
    endpoint: running.endpoints.dynamodb,
  });
  return {
    db: { client: DynamoDBDocumentClient.from(client), tableName: running.tableName },
    destroy: () => client.destroy(),
  };
}

beforeAll(async () => {
  stage = await startTestStage();
  const { db, destroy } = dbOf(stage);
  await putProfilesBatch(db, [SELLER, HIDDEN_DEALER]);
  await batchPutItems(db, [...dealerItems(SELLER), ...dealerItems(HIDDEN_DEALER)]);
  await putListingsBatch(db, LISTINGS);
  destroy();
  await stage.search.rebuild();
  resetSearchIndex();
  vite = await createServer({
    configFile: fileURLToPath(new URL('../../../web/vite.config.ts', import.meta.url)),
    server: { middlewareMode: true, hmr: false, watch: null, ws: false },
    appType: 'custom',
    logLevel: 'error',
  });
  const bundle = (await vite.ssrLoadModule('/src/server/bundle-entry.ts')) as {
    renderPage: RenderPage;
  };
  renderPage = bundle.renderPage;
  deps = {
    pages: createPageData(createLogger({ handler: 'RenderPagesTest' })),
    siteOrigin: ORIGIN,
    now: new Date(),
    contact: CONTACT,
  };
}, 180_000);

afterAll(async () => {
  resetSearchIndex();
  await vite?.close();
  await stage?.cleanup();
});

/** The parts of a rendered page the table checks. */
type Read = {
  page: RenderedPage;
  head: string;
  body: string;
  titles: string[];
  description: string | undefined;
  canonicals: string[];
  robotsMeta: string | undefined;
  meta: (key: string) => string | undefined;
  jsonLd: Record<string, unknown>[];
  h1: string[];
  text: string;
};

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&nbsp;': '\u00a0',
};
const decode = (html: string) =>
  html.replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (e) => ENTITIES[e]!);
const textOf = (html: string) =>
  decode(
    html
      .replace(/<script\b[\s\S]*?<\/script>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );

async function read(path: string): Promise<Read> {
  const page = await renderPage(new URL(`${ORIGIN}${path}`), deps);
  const head = /<head>([\s\S]*)<\/head>/.exec(page.html)?.[1] ?? '';
  const body = /<body>([\s\S]*)<\/body>/.exec(page.html)?.[1] ?? '';
  const attr = (pattern: RegExp) => [...head.matchAll(pattern)].map((m) => decode(m[1]!));
  const meta = (key: string) =>
    attr(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, 'g'))[0];
  return {
    page,
    head,
    body,
    titles: attr(/<title>([^<]*)<\/title>/g),
    description: meta('description'),
    canonicals: attr(/<link rel="canonical" href="([^"]*)"/g),
    robotsMeta: meta('robots'),
    meta,
    jsonLd: [
      ...page.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map((m) => JSON.parse(m[1]!) as Record<string, unknown>),
    h1: [...body.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => textOf(m[1]!).trim()),
    text: textOf(body),
  };
}

/** What every rendered answer holds, whatever its row. */
function expectWellFormed(r: Read) {
  expect(r.page.status).toBeLessThan(500);
  expect(r.page.headers['content-type']).toBe('text/html; charset=utf-8');
  // The robots meta and the header say the same, or neither is there.
  expect(r.page.headers['x-robots-tag']).toBe(r.robotsMeta);
  expect(r.titles).toHaveLength(1);
  expect(r.canonicals.length).toBeLessThanOrEqual(1);
  // No inline executable script and no style attribute (the CSP refuses both).
  for (const tag of r.page.html.match(/<script\b[^>]*>/g) ?? []) {
    expect(tag).toMatch(
      /^<script (type="module" (crossorigin )?src="[^"]+"|type="application\/json" id="vy-ssr"|type="application\/ld\+json")>$/,
    );
  }
  expect(r.page.html).not.toMatch(/\sstyle="/);
  expect(r.page.html).not.toContain('Unexpected Application Error');
}

type Row = {
  status: 200 | 404 | 410;
  title: string;
  /** The canonical path, null for none, undefined when the row does not say. */
  canonical: string | null | undefined;
  robots?: 'noindex' | 'noindex, follow';
  /** s-maxage seconds (ADR 028 table 4). */
  edge: number;
  h1?: string;
  /** JSON-LD @types the page must carry. */
  types?: string[];
  visible?: string[];
};

/** The checks of a rendered (non-redirect) row. */
async function expectRow(path: string, row: Row): Promise<Read> {
  const r = await read(path);
  expectWellFormed(r);
  expect(r.page.status).toBe(row.status);
  expect(r.titles).toEqual([row.title]);
  expect(r.description?.length ?? 0).toBeGreaterThan(20);
  if (row.canonical !== undefined) {
    expect(r.canonicals).toEqual(row.canonical === null ? [] : [`${ORIGIN}${row.canonical}`]);
  }
  expect(r.robotsMeta).toBe(row.robots);
  expect(r.page.headers['cache-control']).toBe(
    `public, max-age=0, s-maxage=${row.edge}, stale-while-revalidate=60, stale-if-error=86400`,
  );
  // Every key a hook asked for was in the payload: no loading state to hydrate into.
  expect(r.page.headers['x-vanyard-ssr-missing']).toBe('');
  // ('Side Loading Door' is a feature filter, not a loading state.)
  expect(r.text).not.toMatch(/Loading(?! Door)/);
  expect(r.body).not.toContain('aria-busy="true"');
  if (row.status === 200 && row.robots === undefined) {
    expect(r.meta('og:title')).toBeTruthy();
    expect(r.meta('og:url')).toBe(`${ORIGIN}${row.canonical}`);
    expect(r.meta('twitter:card')).toBeTruthy();
  }
  if (row.h1 !== undefined) expect(r.h1).toEqual([row.h1]);
  const types = r.jsonLd.map((block) => block['@type']);
  for (const type of row.types ?? []) expect(types).toContain(type);
  for (const text of row.visible ?? []) expect(r.text).toContain(text);
  return r;
}

async function expectRedirect(path: string, location: string) {
  const page = await renderPage(new URL(`${ORIGIN}${path}`), deps);
  expect(page.status).toBe(301);
  expect(page.headers.location).toBe(location);
  expect(page.headers['cache-control']).toContain('s-maxage=3600,');
  expect(page.headers['x-robots-tag']).toBeUndefined();
  expect(page.html).toBe('');
}

const itemListOf = (r: Read) =>
  r.jsonLd.find((block) => block['@type'] === 'ItemList') as
    { itemListElement: { url?: string; item?: unknown }[] } | undefined;

const NOT_FOUND = 'Page not found | VanYard';
const LISTING_NOT_FOUND = 'Listing not found | VanYard';

describe('dealer pages (decision 069)', () => {
  it('/dealers/{slug}: the dealer, their details and stock, AutoDealer data, indexable', async () => {
    const r = await expectRow('/dealers/leeds-van-centre', {
      status: 200,
      title: 'Leeds Van Centre, Van Dealer in Leeds | VanYard',
      canonical: '/dealers/leeds-van-centre',
      edge: 120,
      h1: 'Leeds Van Centre',
      types: ['AutoDealer'],
      visible: [
        'Verified dealer',
        'Verified 3 March 2025',
        'Unit 4, Riverside Trade Park',
        'Member since January 2024',
        'Opening hours',
        'Show phone number',
        'Vans from Leeds Van Centre',
        '£18,750',
      ],
    });
    // The about text is text: its markup shown, never run or parsed.
    expect(r.text).toContain('<b>Vans since 1998</b>');
    expect(r.body).not.toContain('<b>Vans since 1998</b>');
    expect(r.page.html).not.toContain('<script>alert(1)</script>');
    // The phone is revealed on request, never in the page.
    expect(r.page.html).not.toContain('0113 496 0000');
    const dealer = r.jsonLd.find((block) => block['@type'] === 'AutoDealer')!;
    expect(dealer).toMatchObject({
      name: 'Leeds Van Centre',
      url: `${ORIGIN}/dealers/leeds-van-centre`,
      address: { addressLocality: 'Leeds', postalCode: 'LS1 4AB' },
    });
    // 32 live vans of the dealer (the XSS van among them): 24 cards, a pager to page 2.
    expect(r.text).toContain('32 vans for sale');
    expect(r.body).toMatch(/<a [^>]*href="\/dealers\/leeds-van-centre\?page=2"/);
  });

  it('its stock filtered and sorted: the same page for people, noindex for engines', async () => {
    await expectRow('/dealers/leeds-van-centre?maxPrice=9500&sort=price-asc', {
      status: 200,
      title: 'Leeds Van Centre, Van Dealer in Leeds | VanYard',
      canonical: '/dealers/leeds-van-centre',
      robots: 'noindex, follow',
      edge: 120,
      visible: ['£9,000', '£9,500'],
    });
  });

  it.each(['/dealers/nobody', '/dealers/hidden-vans', '/dealers/Not_A_Slug'])(
    '%s (unknown, hidden, not a slug): 404, noindex',
    async (path) => {
      await expectRow(path, {
        status: 404,
        title: NOT_FOUND,
        canonical: null,
        robots: 'noindex',
        edge: 600,
      });
    },
  );

  it('/dealers: the visible dealers by town, each a link to its page', async () => {
    const r = await expectRow('/dealers', {
      status: 200,
      title: 'Used Van Dealers by Town | VanYard',
      canonical: '/dealers',
      edge: 120,
      h1: 'Van dealers',
      visible: ['Leeds', 'Leeds Van Centre', '32 vans for sale'],
    });
    expect(r.body).toMatch(/<a [^>]*href="\/dealers\/leeds-van-centre"/);
    expect(r.text).not.toContain('Hidden Vans');
  });

  it("a trade van's page links to its dealer's page", async () => {
    const r = await read(LIVE_PATH);
    expect(r.body).toMatch(
      /<a [^>]*href="\/dealers\/leeds-van-centre"[^>]*>More vans from (<!-- -->)?Leeds Van Centre/,
    );
  });
});

describe('home and results', () => {
  it('/: the home page, indexable, with its heading', async () => {
    await expectRow('/', {
      status: 200,
      title: 'VanYard | Used Vans for Sale, Free to List',
      canonical: '/',
      edge: 120,
      h1: 'Used Vans for Sale, Free to List',
    });
  });

  it.each([
    ['/used-vans', 'Used Vans for Sale'],
    ['/used-vans/ford', 'Used Ford Vans for Sale'],
    ['/used-vans/ford/transit-custom', 'Used Ford Transit Custom for Sale'],
    ['/used-vans/ford/transit-custom/leeds', 'Used Ford Transit Custom for Sale in Leeds'],
  ])('%s: the first page of cards, their links and prices, the pager', async (path, heading) => {
    const r = await expectRow(path, {
      status: 200,
      title: `${heading} | VanYard`,
      canonical: path,
      edge: 120,
      h1: heading,
      types: ['ItemList', 'BreadcrumbList'],
      visible: ['£18,750'],
    });
    // One ItemList item per card, each card a link to a listing.
    const cards = [...r.body.matchAll(/<a [^>]*href="(\/used-vans\/[^"]+\/\d{4}\/[^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(new Set(cards).size).toBe(24);
    expect(itemListOf(r)?.itemListElement).toHaveLength(24);
    expect(r.body).toMatch(new RegExp(`<a [^>]*href="${path.replaceAll('/', '\\/')}\\?page=2"`));
  });

  it('?page=2: the rest of the cards, still indexable', async () => {
    const path = '/used-vans/ford/transit-custom/leeds?page=2';
    const r = await expectRow(path, {
      status: 200,
      title: 'Used Ford Transit Custom for Sale in Leeds | VanYard',
      canonical: path,
      edge: 120,
      types: ['ItemList'],
    });
    expect(itemListOf(r)?.itemListElement).toHaveLength(8);
  });

  it('a combination with no vans: 200, the empty state, noindex', async () => {
    await expectRow('/used-vans/ford/transit-custom/nowhere', {
      status: 200,
      title: 'Used Ford Transit Custom for Sale in Nowhere | VanYard',
      canonical: '/used-vans/ford/transit-custom/nowhere',
      robots: 'noindex',
      edge: 120,
    });
  });

  it.each(['/used-vans/trabant', '/used-vans/ford/not_a_slug'])(
    '%s, not in the catalogue or not a slug: 404',
    async (path) => {
      await expectRow(path, {
        status: 404,
        title: NOT_FOUND,
        canonical: null,
        robots: 'noindex',
        edge: 600,
      });
    },
  );

  it('another filter: 200, noindex but follow, canonical to its own clean URL', async () => {
    await expectRow('/used-vans/ford/transit-custom?fuelType=diesel&utm_source=x', {
      status: 200,
      title: 'Used Ford Transit Custom for Sale | VanYard',
      canonical: '/used-vans/ford/transit-custom?fuelType=diesel',
      robots: 'noindex, follow',
      edge: 120,
      types: ['ItemList'],
    });
  });

  it('past the last page: 404, noindex', async () => {
    await expectRow('/used-vans/ford/transit-custom/leeds?page=9999', {
      status: 404,
      title: 'Used Ford Transit Custom for Sale in Leeds | VanYard',
      // Table 4 says nothing of it: the results page keeps naming its clean URL.
      canonical: undefined,
      robots: 'noindex',
      edge: 60,
    });
  });

  it.each(['/used-vans/ford?utm_source=x', '/used-vans/ford?minPrice=abc'])(
    '%s: 200, the unknown or invalid parameter dropped from the canonical',
    async (path) => {
      await expectRow(path, {
        status: 200,
        title: 'Used Ford Vans for Sale | VanYard',
        canonical: '/used-vans/ford',
        edge: 120,
      });
    },
  );

  it.each([
    ['/used-vans/Ford/Transit-Custom', '/used-vans/ford/transit-custom'],
    ['/used-vans/ford/', '/used-vans/ford'],
    ['/used-vans/ford/any/leeds', '/used-vans/ford?location=leeds'],
  ])('%s moves to %s in one hop', async (path, location) => {
    await expectRedirect(path, location);
  });
});

describe('listings', () => {
  it('a live listing at its canonical path: Vehicle with its Offer, details, photos', async () => {
    const r = await expectRow(LIVE_PATH, {
      status: 200,
      title: '2019 Ford Transit Custom for sale in Leeds | VanYard',
      canonical: LIVE_PATH,
      edge: 300,
      h1: '2019 Ford Transit Custom',
      types: ['Vehicle', 'BreadcrumbList'],
      visible: [LIVE_DESCRIPTION, '£18,750', '48,200', 'Leeds Van Centre'],
    });
    expect(r.meta('og:type')).toBe('product');
    const vehicle = r.jsonLd.find((block) => block['@type'] === 'Vehicle');
    expect(vehicle).toMatchObject({
      url: `${ORIGIN}${LIVE_PATH}`,
      offers: { '@type': 'Offer', price: 18_750, priceCurrency: 'GBP' },
    });
    expect(r.body).toMatch(/<img [^>]*src="\/images\/listings\/LiveVan1\//);
  });

  it.each([
    ['/used-vans/ford/transit-custom/leeds/LiveVan1', LIVE_PATH],
    ['/used-vans/vauxhall/vivaro/2019/leeds/LiveVan1?utm_source=x', `${LIVE_PATH}?utm_source=x`],
    ['/used-vans/Ford/Transit-Custom/2019/Leeds/LiveVan1', LIVE_PATH],
    [`${LIVE_PATH}/`, LIVE_PATH],
  ])('%s moves to the canonical path %s', async (path, location) => {
    await expectRedirect(path, location);
  });

  it.each([
    ['sold', sold, 'sold'],
    ['inactive', inactive, 'removed'],
    ['owner-disabled', disabled, 'removed'],
  ] as const)(
    'an approved listing, %s since: 410, the unavailable view',
    async (_kind, listing, reason) => {
      await expectRow(listingPath(listing), {
        status: 410,
        title: 'This 2019 Ford Transit Custom is no longer available | VanYard',
        canonical: null,
        robots: 'noindex',
        edge: 600,
        visible: [`Sorry, this van has been ${reason} and is no longer available for purchase.`],
      });
    },
  );

  it('an approved listing whose advertised days ended: 410, no longer advertised, similar vans linked', async () => {
    const r = await expectRow(listingPath(expired), {
      status: 410,
      title: 'This 2019 Ford Transit Custom is no longer advertised | VanYard',
      canonical: null,
      robots: 'noindex',
      edge: 600,
      visible: [
        "The seller's advert for this van has ended, so it is no longer for sale here. Similar vans are for sale now.",
        'View other Ford Transit Custom vans',
      ],
    });
    expect(r.body).toContain('href="/used-vans/ford/transit-custom"');
  });

  it.each([
    ['pending', listingPath(pending)],
    ['rejected', listingPath(rejected)],
    ['unknown', '/used-vans/ford/transit-custom/2019/leeds/NoSuchVan'],
    ['not an id', '/used-vans/ford/transit-custom/2019/leeds/not.an~id'],
  ])('a %s listing: 404, the not-found view', async (_kind, path) => {
    await expectRow(path, {
      status: 404,
      title: LISTING_NOT_FOUND,
      canonical: null,
      robots: 'noindex',
      edge: 60,
      h1: 'Listing not found',
    });
  });

  it('a listing whose seller wrote markup: shown as text, the JSON-LD intact', async () => {
    const r = await expectRow(listingPath(xss), {
      status: 200,
      title: '2019 Ford Transit Custom for sale in Leeds | VanYard',
      canonical: listingPath(xss),
      edge: 300,
      types: ['Vehicle'],
    });
    expect(r.page.html).not.toContain('<script>alert(1)');
    expect(r.page.html).not.toContain('<img src=x');
    expect(r.text).toContain(XSS_DESCRIPTION);
    const vehicle = r.jsonLd.find((block) => block['@type'] === 'Vehicle');
    expect(vehicle?.description).toBe(XSS_DESCRIPTION.slice(0, 150));
  });
});

describe('content pages', () => {
  it('/blog lists the articles', async () => {
    await expectRow('/blog', {
      status: 200,
      title: 'Blog: Van News and Buying Guides | VanYard',
      canonical: '/blog',
      edge: 3600,
      visible: ARTICLES.slice(0, 3).map((article) => article.title),
    });
  });

  it('an article: Article JSON-LD and its text', async () => {
    const path = `/blog/${ARTICLE.slug}`;
    const r = await expectRow(path, {
      status: 200,
      title: `${ARTICLE.title} | VanYard`,
      canonical: path,
      edge: 3600,
      h1: ARTICLE.title,
      types: ['Article'],
    });
    expect(r.meta('og:type')).toBe('article');
    // The article's own paragraphs, not only its heading.
    expect(r.body.match(/<p\b/g)?.length ?? 0).toBeGreaterThan(3);
  });

  it.each([
    ['/faq', 'Frequently Asked Questions | VanYard', '/faq'],
    ['/help', 'Help Centre | VanYard', '/help'],
    ['/about', 'About VanYard | VanYard', '/about'],
    ['/value-my-van', 'Free Van Valuation: What Is My Van Worth? | VanYard', '/value-my-van'],
    ['/free-van-valuation', 'Free Van Valuation: What Is My Van Worth? | VanYard', '/value-my-van'],
    [
      '/ulez-van-checker',
      'ULEZ Van Checker: Is My Van ULEZ Compliant? | VanYard',
      '/ulez-van-checker',
    ],
    ['/terms', 'Terms of Service | VanYard', '/terms'],
    ['/privacy', 'Privacy Policy | VanYard', '/privacy'],
  ])('%s: 200, its own title and canonical', async (path, title, canonical) => {
    await expectRow(path, { status: 200, title, canonical, edge: 3600 });
  });

  it('/help/listing-import holds the instructions themselves, not a loading line', async () => {
    const r = await expectRow('/help/listing-import', {
      status: 200,
      title: 'Importing listings from a CSV file | VanYard',
      canonical: '/help/listing-import',
      edge: 3600,
      visible: ['Download the CSV template', 'Save the file as', 'At most'],
    });
    expect(r.body).not.toContain('role="status"');
  });

  it('/faq carries FAQPage JSON-LD', async () => {
    const r = await read('/faq');
    expect(r.jsonLd.map((block) => block['@type'])).toContain('FAQPage');
  });

  it("/contact shows the stage's contact details, with no loading step", async () => {
    await expectRow('/contact', {
      status: 200,
      title: 'Contact Us | VanYard',
      canonical: '/contact',
      edge: 3600,
      visible: [CONTACT.phone, CONTACT.email],
    });
  });

  it.each(['/blog/nope', '/no-such-page'])('%s: 404, the not-found page', async (path) => {
    await expectRow(path, {
      status: 404,
      title: NOT_FOUND,
      canonical: null,
      robots: 'noindex',
      edge: 600,
      h1: 'Page not found',
    });
  });

  it('/About moves to /about', async () => {
    await expectRedirect('/About', '/about');
  });
});

describe('private pages and bad input', () => {
  it.each([
    '/dashboard',
    '/dashboard/listings/LiveVan1',
    '/admin/users',
    '/auth/login',
    '/add-listing',
  ])('%s: the shell, noindex, not rendered', async (path) => {
    const r = await read(path);
    expectWellFormed(r);
    expect(r.page.status).toBe(200);
    expect(r.titles).toEqual(['VanYard']);
    expect(r.robotsMeta).toBe('noindex');
    expect(r.page.headers['cache-control']).toContain('s-maxage=3600,');
    expect(r.page.html).toContain('<div id="root"></div>');
  });

  it.each([
    '/used-vans/ford%2Ftransit',
    '/used-vans/..%2F..',
    `/used-vans/${'a'.repeat(2000)}`,
    '/used-vans/ford/%00',
    '/used-vans/ford/transit-custom/2019/leeds/%0d%0aSet-Cookie:x',
    '/blog/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '/used-vans?search=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E&postcode=%22%3E%3Cimg',
  ])('%s: a clean 4xx or the page, nothing reflected', async (path) => {
    const r = await read(path);
    expectWellFormed(r);
    expect([200, 404]).toContain(r.page.status);
    expect(r.page.html).not.toMatch(/<script>alert|<img src=x|Set-Cookie|aaaaaaaaaa|%2Ftransit/);
    expect(r.robotsMeta).toMatch(/^noindex/);
  });
});
