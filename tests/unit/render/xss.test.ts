import { describe, expect, it } from 'vitest';
import { toListingDetail } from '#lambdas/listing/get-listing-detail';
import { listingPath } from '#shared/listing-paths';
import type { PageDataSource, RenderDeps, RenderedPage } from '#shared/page-render';
import type { SearchCard, SearchResponse } from '#shared/search/response';
import { fakePageData } from '#web/server/fake-page-data';
import { createRenderPage } from '#web/server/render-page';
import { aDealerProfile, aListing } from '../../support/listing-fixture';

// Hostile text through every way it reaches a rendered page (docs/decisions/028, section 8;
// issue 20 section 5): a seller's description, name and town, the search and postcode query
// values, and path segments. Each must come out as text or data, never as markup: no payload
// raw in the document, no extra or unclosed script, every JSON block parsing back to exactly the
// input, every head attribute quoted and closed; a path segment is refused, never echoed.

const ORIGIN = 'https://www.vanyard.co.uk';
const NOW = new Date('2026-11-26T12:00:00Z');
const TEMPLATE = [
  '<!doctype html><html lang="en-GB"><head><meta charset="UTF-8" /><!--app-head-->',
  '<script type="module" crossorigin src="/assets/index-AbC.js"></script></head>',
  '<body><div id="root"><!--app-html--></div></body></html>',
].join('');

const TEN_KB = `${'Long honest description. '.repeat(410)}</script><script>alert('tail')</script>`;

const PAYLOADS: Record<string, string> = {
  'script end': '</script><script>alert(1)</script>',
  'comment open': '<!--<script>',
  'attribute break': '"><img src=x onerror=alert(1)>',
  'single quote break': "' onmouseover='x",
  'title end': '</title><script>x</script>',
  'line separators': 'line\u2028separator\u2029paragraph',
  'right-to-left override': 'abc\u202Egpj.exe',
  'entity (no double decoding)': '&lt;b&gt; stays &lt;',
  nul: 'before\u0000after',
  '10 KB': TEN_KB,
};

/** Characters that would be markup if they reached the HTML unescaped. */
const MARKUP = /[<>"'&]/;

const BENIGN = 'A tidy panel van with a full service history.';

const LISTING_ID = 'XssVan_1';
const SELLER = aDealerProfile({ website_url: 'javascript:alert(1)' });

const renderPage = createRenderPage({ template: TEMPLATE, manifest: {}, routeModules: {} });

/** The seller's text: description, name and town all carry the payload. */
function hostileListing(text: string) {
  const listing = aListing({
    id: LISTING_ID,
    description: text,
    // The town gives the path its slug: a plain word first, and no longer than a town.
    location: `Leeds ${text.slice(0, 60)}`,
    features: [text],
  });
  const detail = toListingDetail(listing, { ...SELLER, full_name: text }, NOW);
  return { listing, detail, path: listingPath(listing) };
}

function card(text: string, index: number): SearchCard {
  const listing = aListing({ id: `Card_${index}`, location: `Leeds ${text}` });
  return {
    id: listing.id,
    title: `2019 Ford Transit Custom`,
    headline: text,
    make: 'Ford',
    model: 'Transit Custom',
    year: 2019,
    price: 14_995 + index,
    price_includes_vat: false,
    mileage: 62_000,
    fuel_type: 'diesel',
    transmission: 'manual',
    location: listing.location,
    seller_type: 'trade_dealer',
    ulez_compliant: true,
    image_url: null,
    featured: false,
    path: listingPath(listing),
    distance_miles: null,
  };
}

function searchAnswer(text: string): SearchResponse {
  return {
    total: 2,
    page: 1,
    pageSize: 24,
    pages: 1,
    sort: 'newest',
    items: [card(text, 1), card(text, 2)],
    facets: {
      make: {},
      model: {},
      fuelType: {},
      transmission: {},
      bodyType: {},
      sellerType: {},
      roofHeight: {},
      wheelbase: {},
      cabType: {},
      carLicence: 0,
      euroPallets: {},
      goodPrice: 0,
    },
    origin: null,
    relax: null,
    alternatives: [],
    oldestYear: 2012,
  };
}

/** The API as the handlers answer: the hostile listing, its similar vans, and search results. */
function fakeApi(text: string): { pages: PageDataSource; asked: string[] } {
  const { detail } = hostileListing(text);
  return fakePageData((url) => {
    const path = url.split('?')[0]!;
    if (path === `/api/listings/${LISTING_ID}`) return { status: 200, body: detail };
    if (path === `/api/listings/${LISTING_ID}/similar`) return { status: 200, body: { items: [] } };
    if (path === '/api/listings/search') return { status: 200, body: searchAnswer(text) };
    if (path === '/api/listings/featured') return { status: 200, body: { items: [] } };
    // The listing route checks the id's form before reading (400), as the real one does.
    if (/^\/api\/listings\/[^/]+$/.test(path)) {
      const id = decodeURIComponent(path.slice('/api/listings/'.length));
      return /^[A-Za-z0-9_-]{1,64}$/.test(id)
        ? { status: 404, body: { error: { code: 'not_found', message: 'Not found.' } } }
        : { status: 400, body: { error: { code: 'validation_error', message: 'Invalid.' } } };
    }
    throw new Error(`unexpected ${url}`);
  });
}

async function render(path: string, text: string): Promise<RenderedPage> {
  const deps: RenderDeps = {
    pages: fakeApi(text).pages,
    siteOrigin: ORIGIN,
    now: NOW,
    contact: null,
  };
  return renderPage(new URL(`${ORIGIN}${path}`), deps);
}

const SCRIPT_OPEN = /<script\b[^>]*>/gi;
const ALLOWED_SCRIPT = [
  /^<script type="module" crossorigin src="\/assets\/[^"]+">$/,
  /^<script type="application\/json" id="vy-ssr">$/,
  /^<script type="application\/ld\+json">$/,
];

function scriptBodies(html: string, type: 'application/ld+json' | 'application/json'): string[] {
  const open =
    type === 'application/json'
      ? '<script type="application/json" id="vy-ssr">'
      : `<script type="${type}">`;
  const bodies: string[] = [];
  let at = html.indexOf(open);
  while (at >= 0) {
    const start = at + open.length;
    const end = html.indexOf('</script>', start);
    bodies.push(html.slice(start, end));
    at = html.indexOf(open, end);
  }
  return bodies;
}

/** The document with the contents of its JSON script elements taken out. */
function withoutScriptBodies(html: string): string {
  let markup = html;
  for (const body of [
    ...scriptBodies(html, 'application/ld+json'),
    ...scriptBodies(html, 'application/json'),
  ]) {
    markup = markup.replace(body, '');
  }
  return markup;
}

/** Every string value in a parsed JSON value. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, v]) => [key, ...stringsIn(v)]);
  }
  return [];
}

/** What React writes for text: the form a payload takes when rendered as text. */
function escapedText(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}

/**
 * The checks every page holding hostile text passes, against the same page rendered with benign
 * text (`control`), which fixes how many script elements there should be.
 */
function expectSafeDocument(html: string, control: string, text: string) {
  // In markup the text is escaped; inside the JSON script elements it is JSON (checked below).
  if (MARKUP.test(text)) expect(withoutScriptBodies(html)).not.toContain(text);
  // One tokenizer state per script: as many ends as starts, and no new script element.
  const opens = html.match(SCRIPT_OPEN) ?? [];
  expect(opens.length).toBe((html.match(/<\/script>/gi) ?? []).length);
  expect(opens.length).toBe((control.match(SCRIPT_OPEN) ?? []).length);
  for (const tag of opens)
    expect(
      ALLOWED_SCRIPT.some((allowed) => allowed.test(tag)),
      tag,
    ).toBe(true);
  // Inside script elements nothing can end the element early or switch the tokenizer state.
  for (const body of [
    ...scriptBodies(html, 'application/ld+json'),
    ...scriptBodies(html, 'application/json'),
  ]) {
    expect(body).not.toMatch(/<\/script|<!--|<script/i);
    expect(body).not.toMatch(/[\u2028\u2029]/);
  }
  // No tag carries an event handler, a style or a javascript: URL. (Escaped text may spell
  // ' onerror=' harmlessly: only real tags, with their quoted values taken out, are read.)
  for (const tag of html.match(/<[a-zA-Z][^>]*>/g) ?? []) {
    const names = tag.replace(/="[^"]*"/g, '=""');
    expect(names, tag).not.toMatch(/\s(on[a-z]+|style)=/i);
    expect(tag, tag).not.toMatch(/(href|src|action)="\s*javascript:/i);
  }
  // Every head element's attributes are quoted and the tag closed.
  for (const tag of html.match(/<(meta|link)\b[^>]*>/g) ?? []) {
    expect(tag, tag).toMatch(/^<(meta|link)(\s+[a-zA-Z:-]+(="[^"<>]*")?)*\s*\/?>$/);
  }
}

function payloadOf(html: string) {
  const [body] = scriptBodies(html, 'application/json');
  return JSON.parse(body!) as { loaderData: Record<string, Record<string, { data?: unknown }>> };
}

describe.each(Object.entries(PAYLOADS))('hostile text: %s', (_name, text) => {
  it("stays text in the listing page's markup, head, JSON-LD and payload", async () => {
    const { path } = hostileListing(text);
    const control = await render(hostileListing(BENIGN).path, BENIGN);
    expect(control.status).toBe(200);
    const page = await render(path, text);
    expect(page.status).toBe(200);
    expectSafeDocument(page.html, control.html, text);

    // The seller's text reaches the reader as text: React's escaping of it is in the page.
    expect(page.html).toContain(escapedText(text.trim().split('\n')[0]!.slice(0, 40)));

    // The payload gives the hooks back exactly what the API answered.
    const detail = Object.values(payloadOf(page.html).loaderData)[0]?.detail?.data as
      { listing: { description: string }; seller: { name: string } } | undefined;
    expect(detail?.listing.description).toBe(text);
    expect(detail?.seller.name).toBe(text);
    expect(detail).toEqual(JSON.parse(JSON.stringify(hostileListing(text).detail)));

    // JSON-LD parses, and holds the description as the page shows it, not re-escaped.
    const blocks = scriptBodies(page.html, 'application/ld+json').map((body) => JSON.parse(body));
    expect(blocks.length).toBeGreaterThan(0);
    const vehicle = blocks.find((block) => block['@type'] === 'Vehicle');
    expect(vehicle?.description).toBe(text.trim().slice(0, 150));
    for (const block of blocks) {
      for (const value of stringsIn(block)) expect(value).not.toContain('&lt;script');
    }
  });

  it('drops the javascript: website and never writes it', async () => {
    const { detail } = hostileListing(text);
    expect((detail as { seller: { website: string | null } }).seller.website).toBeNull();
  });

  it('stays text on a results page, in search= and postcode= and in the cards', async () => {
    const query = new URLSearchParams({ search: text, postcode: text }).toString();
    const control = await render(
      `/used-vans?${new URLSearchParams({ search: 'transit', postcode: 'transit' })}`,
      BENIGN,
    );
    expect(control.status).toBe(200);
    const page = await render(`/used-vans?${query}`, text);
    expect(page.status).toBe(200);
    expectSafeDocument(page.html, control.html, text);
    // The canonical names the clean URL of what was searched: the search text only as a
    // parsed filter, percent-encoded; the postcode, not being one, dropped.
    const canonical = /<link rel="canonical" href="([^"]*)"/.exec(page.html)?.[1];
    const canonicalUrl = new URL(canonical!.replaceAll('&amp;', '&'));
    expect(canonicalUrl.origin + canonicalUrl.pathname).toBe(`${ORIGIN}/used-vans`);
    expect(canonicalUrl.searchParams.get('postcode')).toBeNull();
    expect([null, text.trim()]).toContain(canonicalUrl.searchParams.get('search'));
    // Every JSON block gives back the strings it was given.
    for (const body of scriptBodies(page.html, 'application/ld+json')) JSON.parse(body);
    const cards = payloadOf(page.html).loaderData.usedVans?.search?.data as
      SearchResponse | undefined;
    expect(cards?.items.map((c) => c.location)).toEqual([`Leeds ${text}`, `Leeds ${text}`]);
  });
});

describe.each(Object.entries(PAYLOADS))('hostile path segment: %s', (_name, text) => {
  const segment = encodeURIComponent(text);
  it.each([
    `/used-vans/${segment}`,
    `/used-vans/ford/${segment}`,
    `/used-vans/ford/transit-custom/${segment}`,
    `/used-vans/ford/transit-custom/leeds/${segment}`,
    `/used-vans/ford/transit-custom/2019/leeds/${segment}`,
    `/blog/${segment}`,
    `/${segment}`,
  ])('%s is a 404 that echoes nothing', async (path) => {
    const page = await render(path, BENIGN);
    expect(page.status).toBe(404);
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers.location).toBeUndefined();
    // Outside the data payload (where a refused id is the key of its error answer, as data),
    // the segment appears in no form.
    const [payload] = scriptBodies(page.html, 'application/json');
    const markup = payload ? page.html.replace(payload, '') : page.html;
    for (const form of new Set([text, escapedText(text), segment, segment.toLowerCase()])) {
      if (form.length > 3) expect(markup).not.toContain(form);
    }
    if (MARKUP.test(text)) expect(page.html).not.toContain(text);
  });
});
