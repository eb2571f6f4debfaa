import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SiteOriginContext } from '../lib/site-origin';
import { FAQ_GROUPS } from './faq-items';
import { FaqPage } from './faq-page';
import { HelpPage } from './help-page';
import { HELP_CATEGORIES } from './help-topics';

// The unit project runs in node, where there is no window: the pages must not need one.
function render(element: ReactNode, url: string): string {
  return renderToStaticMarkup(
    <SiteOriginContext value="https://vanyard.example">
      <MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>
    </SiteOriginContext>,
  );
}

function count(html: string, text: string): number {
  return html.split(text).length - 1;
}

describe('HelpPage', () => {
  it('shows every category with its questions and a category navigation when not searching', () => {
    const html = render(<HelpPage />, '/help');
    expect(html).toContain('<h1');
    expect(html).toContain('Help Centre');
    expect(html).toContain('<label for="help-search"');
    expect(html).toContain('Search the help centre');
    for (const category of HELP_CATEGORIES) {
      expect(html).toContain(`href="/help#${category.id}"`);
      expect(html).toContain(`id="${category.id}"`);
    }
    const topics = HELP_CATEGORIES.flatMap((category) => category.topics);
    expect(count(html, '<details')).toBe(topics.length);
    expect(count(html, '<details open')).toBe(0);
    expect(html).toContain('role="status"');
    expect(html).not.toContain('results for');
  });

  it('shows the results of ?q= with the count, answers open when few', () => {
    const html = render(<HelpPage />, '/help?q=refund+boost');
    expect(html).toContain('value="refund boost"');
    expect(html).toMatch(/\d+ results? for &quot;refund boost&quot;/);
    expect(html).toContain('id="boost-refund"');
    expect(html).toContain('Can I get a refund for a boost?');
    expect(html).not.toContain('How do I change my password?');
    expect(html).not.toContain('aria-label="Help categories"');
  });

  it('shows No results with a link to the contact page', () => {
    const html = render(<HelpPage />, '/help?q=qwxzv');
    expect(html).toContain('No results for &quot;qwxzv&quot;');
    expect(html).toContain('>No results</h2>');
    expect(html).toContain('href="/contact"');
    expect(count(html, '<details')).toBe(0);
  });
});

describe('FaqPage', () => {
  it('shows the Buying and Selling questions, links to help and contact, and FAQPage JSON-LD', () => {
    const html = render(<FaqPage />, '/faq');
    expect(html).toContain('Frequently Asked Questions');
    expect(html).toContain('>Buying</h2>');
    expect(html).toContain('>Selling</h2>');
    const topics = FAQ_GROUPS.flatMap((group) => group.topics);
    expect(count(html, '<details')).toBe(topics.length);
    expect(html).toContain('href="/help"');
    expect(html).toContain('href="/contact"');

    const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
    expect(match).not.toBeNull();
    const json = JSON.parse(match?.[1] ?? '') as { '@type': string; mainEntity: unknown[] };
    expect(json['@type']).toBe('FAQPage');
    expect(json.mainEntity).toHaveLength(topics.length);
  });
});
