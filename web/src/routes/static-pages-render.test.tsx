// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TRADE_SIGN_UP_PATH } from '#shared/auth/account-type';
import { BOOST_DURATIONS_DAYS, BOOST_FROM_PENCE, BOOST_PRICES_PENCE } from '#shared/boosts';
import { formatLongDate, formatMoney } from '#shared/format';
import type { RenderDeps } from '#shared/page-render';
import { LEGAL_LAST_UPDATED, LISTING_LIVE_DAYS, MINIMUM_ACCOUNT_AGE } from '#shared/site-facts';
import { fakePageData } from '../server/fake-page-data';
import { createRenderPage } from '../server/render-page';
import { fixtureAnswer } from './page-heads-fixtures';

// The content of the static pages (legal, help, FAQ, information, blog) as the server renders
// it: text, links, headings and structured data need no browser, so they are checked here in
// milliseconds (decision 040). The browser tests of these pages keep what only a browser shows:
// scrolling and focus, keyboard use, the narrow screen and accessibility (axe).

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

type Rendered = { status: number; head: string; main: string };

async function render(path: string): Promise<Rendered> {
  const page = await renderPage(new URL(path, ORIGIN), DEPS);
  const [, head = '', body = ''] = /<head>(.*)<\/head><body>(.*)<\/body>/s.exec(page.html) ?? [];
  return { status: page.status, head, main: element(body, /<main\b[^>]*>/) };
}

/** The element whose opening tag matches `open` first, up to its own closing tag. */
function element(html: string, open: RegExp): string {
  const start = open.exec(html);
  if (!start) throw new Error(`no element matches ${open}`);
  const tag = /^<([a-z0-9]+)/.exec(start[0])![1]!;
  const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
  tags.lastIndex = start.index + start[0].length;
  let depth = 1;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return html.slice(start.index, match.index + match[0].length);
  }
  throw new Error(`${open} is not closed`);
}

/** Text with the tags taken out and the entities React writes put back. */
function textOf(html: string): string {
  return html
    .replace(/<script[^>]*>.*?<\/script>/gs, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every element `<tag …>…</tag>` of a kind, in document order (not nested in one another). */
function all(html: string, tag: string): string[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>.*?</${tag}>`, 'gs'))].map((m) => m[0]);
}

function links(html: string): { href: string; text: string }[] {
  return all(html, 'a').map((a) => ({
    href: /href="([^"]*)"/.exec(a)?.[1]?.replace(/&amp;/g, '&') ?? '',
    text: textOf(a),
  }));
}

const titleOf = (page: Rendered) => textOf(/<title>(.*?)<\/title>/s.exec(page.head)?.[1] ?? '');
const descriptionOf = (page: Rendered) =>
  /<meta name="description" content="([^"]*)"/.exec(page.head)?.[1]?.replace(/&#x27;/g, "'");
const headingLevels = (main: string) =>
  [...main.matchAll(/<h([1-6])\b/g)].map((match) => Number(match[1]));

/** The element labelled by the heading whose text is `name` (aria-labelledby). */
function labelledBy(html: string, tag: string, name: string): string {
  const id = [...html.matchAll(/<h[1-6] id="([^"]+)"[^>]*>(.*?)<\/h[1-6]>/gs)].find(
    (match) => textOf(match[2]!) === name,
  )?.[1];
  if (!id) throw new Error(`no heading ${name}`);
  return element(html, new RegExp(`<${tag}\\b[^>]*aria-labelledby="${id}"[^>]*>`));
}

/** Whether a `<details>` element is rendered open (its `open` attribute, not a class). */
function isOpen(details: string): boolean {
  const attributes = /^<details\b([^>]*)>/.exec(details)?.[1] ?? '';
  return attributes
    .replace(/="[^"]*"/g, '')
    .split(/\s+/)
    .includes('open');
}

/** The list items directly inside a list. */
function items(list: string): string[] {
  const inner = list.replace(/^<[ou]l\b[^>]*>/, '').replace(/<\/[ou]l>$/, '');
  const out: string[] = [];
  let rest = inner;
  while (rest.startsWith('<li')) {
    const item = element(rest, /<li\b[^>]*>/);
    out.push(item);
    rest = rest.slice(item.length);
  }
  return out;
}

describe('every content page', () => {
  const PATHS = [
    '/about',
    '/contact',
    '/faq',
    '/help',
    '/how-it-works',
    '/how-to-sell-your-van-quickly-and-easily',
    '/register-to-sell',
    '/terms',
    '/privacy',
    '/value-my-van',
    '/ulez-van-checker',
    '/blog',
    '/blog/ford-transit-reliability',
    '/blog/volkswagen-transporter-t7-review',
  ];

  it('answers 200 with one heading, and a title and description of its own', async () => {
    const pages = await Promise.all(PATHS.map(render));
    for (const [index, page] of pages.entries()) {
      expect(page.status, PATHS[index]).toBe(200);
      expect(
        headingLevels(page.main).filter((level) => level === 1),
        PATHS[index],
      ).toEqual([1]);
      expect(titleOf(page), PATHS[index]).toMatch(/ \| VanYard$/);
      expect(descriptionOf(page), PATHS[index]).toMatch(/.{50,}/);
    }
    expect(new Set(pages.map(titleOf)).size).toBe(PATHS.length);
    expect(new Set(pages.map(descriptionOf)).size).toBe(PATHS.length);
  });
});

describe.each([
  { path: '/terms', title: 'Terms of Service' },
  { path: '/privacy', title: 'Privacy Policy' },
])('$title', ({ path, title }) => {
  it('has its heading, document title, description and date', async () => {
    const page = await render(path);
    expect(textOf(element(page.main, /<h1\b[^>]*>/))).toBe(title);
    expect(titleOf(page)).toBe(`${title} | VanYard`);
    expect(descriptionOf(page)).toMatch(/.{50,}/);
    expect(formatLongDate(LEGAL_LAST_UPDATED)).toBe('27 November 2026');
    expect(textOf(page.main)).toContain('Last updated: 27 November 2026');
    expect(page.main).toContain(`<time dateTime="${LEGAL_LAST_UPDATED}">27 November 2026</time>`);
  });

  it(`states the minimum age of ${MINIMUM_ACCOUNT_AGE}`, async () => {
    expect(MINIMUM_ACCOUNT_AGE).toBe(18);
    expect(textOf((await render(path)).main)).toContain(`${MINIMUM_ACCOUNT_AGE} or over`);
  });

  it('numbers its sections and lists each one in the contents', async () => {
    const { main } = await render(path);
    const sections = [...main.matchAll(/<h2 id="([^"]+)"[^>]*>(.*?)<\/h2>/gs)].map((match) => ({
      id: match[1]!,
      text: textOf(match[2]!),
    }));
    expect(sections.length).toBeGreaterThanOrEqual(10);
    // Every h2 of the text is a numbered section with an id.
    expect(main.match(/<h2\b/g)).toHaveLength(sections.length);
    sections.forEach((section, index) => expect(section.text).toMatch(`${index + 1}. `));
    expect(links(element(main, /<nav aria-label="Contents"[^>]*>/))).toEqual(
      sections.map(({ id, text }) => ({ href: `${path}#${id}`, text })),
    );
    expect(sections.at(-1)).toMatchObject({
      id: 'contact-us',
      text: expect.stringMatching(/Contact us$/),
    });
  });
});

describe('the legal pages’ tables', () => {
  it('the privacy policy lists what is kept in the browser, and links to the ICO', async () => {
    const { main } = await render('/privacy');
    const storage = all(main, 'table').find((table) =>
      table.includes('What VanYard keeps in your browser</caption>'),
    )!;
    const rowHeaders = all(storage, 'th')
      .filter((th) => th.includes('scope="row"'))
      .map(textOf);
    expect(rowHeaders).toEqual(expect.arrayContaining(['vanFilters', 'fromBreadcrumb']));
    expect(links(main).filter((link) => /ico\.org\.uk/.test(link.text))).toEqual([
      expect.objectContaining({ href: expect.stringMatching(/^https:\/\/ico\.org\.uk\//) }),
    ]);
  });

  it('the terms show the boost prices from the one price list', async () => {
    const { main } = await render('/terms');
    const prices = all(main, 'table').find((table) => table.includes('Boost prices</caption>'))!;
    const rows = all(prices, 'tr').map((row) => all(row, 't[hd]').map(textOf));
    expect(rows).toEqual([
      ['Duration', 'Top of Search Results', 'Homepage Featured'],
      ...BOOST_DURATIONS_DAYS.map((days) => [
        `${days} days`,
        formatMoney(BOOST_PRICES_PENCE.search_featured[days] / 100),
        formatMoney(BOOST_PRICES_PENCE.homepage_featured[days] / 100),
      ]),
    ]);
  });
});

describe.each([
  { path: '/how-it-works', h1: 'How It Works', title: 'How It Works | VanYard' },
  {
    path: '/how-to-sell-your-van-quickly-and-easily',
    h1: 'How to Sell Your Van Quickly and Easily',
    title: 'How to Sell Your Van Quickly and Easily | VanYard',
  },
  {
    path: '/register-to-sell',
    h1: 'Sell Your Vans on VanYard',
    title: 'Trade Van Sellers: List Your Stock Free | VanYard',
  },
])('$path', ({ path, h1, title }) => {
  it('has its heading, document title, meta description and canonical', async () => {
    const page = await render(path);
    expect(all(page.main, 'h1').map(textOf)).toEqual([h1]);
    expect(titleOf(page)).toBe(title);
    expect(descriptionOf(page)!.length).toBeGreaterThan(50);
    expect(descriptionOf(page)!.length).toBeLessThan(160);
    expect(page.head).toContain(`<link rel="canonical" href="${ORIGIN}${path}"/>`);
    // One h1, then h2 and h3 without skipping a level.
    const levels = headingLevels(page.main);
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual(levels[index - 1]! + 1);
    });
  });
});

describe('the information pages’ content', () => {
  it('how it works has a buyer track and a seller track with the shared figures', async () => {
    const { main } = await render('/how-it-works');
    const buyers = labelledBy(main, 'section', 'For buyers');
    expect(items(labelledBy(buyers, 'ol', 'For buyers'))).toHaveLength(6);
    for (const text of ['no account needed', 'V5C', 'HPI']) expect(textOf(buyers)).toContain(text);
    const sellers = labelledBy(main, 'section', 'For sellers');
    expect(items(labelledBy(sellers, 'ol', 'For sellers'))).toHaveLength(6);
    for (const text of [
      `${LISTING_LIVE_DAYS} days`,
      formatMoney(BOOST_FROM_PENCE / 100),
      'Top of Search Results',
      'Homepage Featured',
    ])
      expect(textOf(sellers)).toContain(text);
    const hrefs = links(main).map((link) => link.href);
    for (const href of ['/used-vans', '/add-listing', '/value-my-van', '/ulez-van-checker', '/faq'])
      expect(hrefs).toContain(href);
  });

  it('how to sell shows six numbered steps and a free listing button', async () => {
    const { main } = await render('/how-to-sell-your-van-quickly-and-easily');
    const steps = labelledBy(main, 'ol', 'Six steps to a quick, safe sale');
    expect(items(steps)).toHaveLength(6);
    expect(all(steps, 'h3').map(textOf)).toEqual(
      [1, 2, 3, 4, 5, 6].map((step) => expect.stringMatching(new RegExp(`^Step ${step}: `))),
    );
    expect(links(steps)).toContainEqual({ href: '/value-my-van', text: 'free van valuation' });
    expect(links(main)).toContainEqual({ href: '/add-listing', text: 'Create a Free Listing' });
  });

  it('register to sell sends dealers to registration and sign-in', async () => {
    const { main } = await render('/register-to-sell');
    const register = links(main).filter((link) => link.text === 'Register to Sell');
    expect(register.length).toBeGreaterThan(0);
    // Dealers register as trade accounts (decision 031).
    for (const link of register) expect(link.href).toBe(TRADE_SIGN_UP_PATH);
    expect(links(main).find((link) => link.text === 'Sign in')?.href).toBe('/auth/login');
    const text = textOf(main);
    expect(text).toContain('Trade Dealer');
    expect(text).toMatch(/no commission/i);
    expect(text).toMatch(/CSV/);
    // The spec allows no traffic or dealer-count claims on this page.
    expect(text).not.toMatch(/over \d+ (vans|dealers|buyers|visitors)/i);
    const questions = all(main, 'details');
    expect(questions).toHaveLength(4);
    expect(questions.filter(isOpen)).toEqual([]);
    expect(textOf(questions[0]!)).toMatch(/no listing fees/i);
  });
});

describe('help centre and FAQ', () => {
  const CATEGORIES = [
    'Payments & Billing',
    'Listing Boosts',
    'Account Management',
    'Security & Privacy',
    'Listing Management',
  ];

  it('the help centre has its title, and every category as a section and in the navigation', async () => {
    const page = await render('/help');
    expect(all(page.main, 'h1').map(textOf)).toEqual(['Help Centre']);
    expect(titleOf(page)).toBe('Help Centre | VanYard');
    expect(descriptionOf(page)).toMatch(/buying and selling vans/);
    const sections = all(page.main, 'h2').map(textOf);
    const navigation = links(element(page.main, /<nav aria-label="Help categories"[^>]*>/));
    for (const name of CATEGORIES) {
      expect(sections).toContain(name);
      expect(navigation.map((link) => link.text)).toContain(name);
    }
    // Every question of the help centre, closed until opened; the search starts empty.
    expect(all(page.main, 'summary').length).toBeGreaterThan(0);
    expect(all(page.main, 'details').filter(isOpen)).toEqual([]);
    expect(page.main).toMatch(/<input[^>]*type="search"[^>]*value=""/);
    expect(page.main).toMatch(/<p id="help-search-count" role="status"[^>]*><\/p>/);
  });

  it('the FAQ has its title, Buying and Selling, and links to the help centre and contact', async () => {
    const page = await render('/faq');
    expect(all(page.main, 'h1').map(textOf)).toEqual(['Frequently Asked Questions']);
    expect(titleOf(page)).toBe('Frequently Asked Questions | VanYard');
    expect(descriptionOf(page)).toMatch(/buyers/);
    expect(all(page.main, 'h2').map(textOf)).toEqual(expect.arrayContaining(['Buying', 'Selling']));
    const count = all(page.main, 'summary').length;
    expect(count).toBeGreaterThanOrEqual(10);
    expect(count).toBeLessThanOrEqual(14);
    const more = labelledBy(page.main, 'aside', 'Can’t find your answer?');
    expect(links(more)).toEqual(
      expect.arrayContaining([
        { href: '/help', text: 'help centre' },
        { href: '/contact', text: 'contact us' },
      ]),
    );
  });

  it('the FAQ carries FAQPage structured data for every question shown', async () => {
    const page = await render('/faq');
    const scripts = [
      ...page.main.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs),
    ].map((match) => match[1]!);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).not.toContain('<');
    const data = JSON.parse(scripts[0]!) as {
      '@type': string;
      mainEntity: { '@type': string; name: string; acceptedAnswer: { text: string } }[];
    };
    expect(data['@type']).toBe('FAQPage');
    const shown = all(page.main, 'summary').map(textOf);
    expect(data.mainEntity.map((entity) => entity.name)).toEqual(shown);
    for (const entity of data.mainEntity) {
      expect(entity['@type']).toBe('Question');
      expect(entity.acceptedAnswer.text.length).toBeGreaterThan(20);
    }
    const contact = data.mainEntity.find(
      (entity) => entity.name === 'Do I need an account to contact a seller?',
    );
    expect(contact?.acceptedAnswer.text).toMatch(/without an account/);
  });
});
