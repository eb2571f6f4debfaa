import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { legalSections } from './legal-sections';
import { PRIVACY_SECTIONS } from './privacy-sections';
import { TERMS_SECTIONS } from './terms-sections';

const html = (node: ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

describe('the legal pages’ sections from web/src/content/legal', () => {
  // The anchors of the contents and of links such as /terms#contact-us: they must not change
  // when the text moves or a title is reworded.
  it('keep the terms’ section anchors and titles', () => {
    expect(TERMS_SECTIONS.map((section) => section.id)).toEqual([
      'about-these-terms',
      'what-vanyard-does',
      'your-account',
      'listing-a-van',
      'buying-a-van',
      'boosts-and-payments',
      'refunds-and-consumer-rights',
      'prohibited-content-and-conduct',
      'suspension-and-removal',
      'our-content',
      'availability',
      'our-liability',
      'changes-to-these-terms',
      'law-and-disputes',
      'contact-us',
    ]);
    expect(TERMS_SECTIONS[8]?.title).toBe('Suspending accounts and removing listings');
  });

  it('keep the privacy policy’s section anchors', () => {
    expect(PRIVACY_SECTIONS.map((section) => section.id)).toEqual([
      'who-we-are',
      'summary',
      'information-we-collect',
      'how-we-use-it',
      'sharing',
      'international-transfers',
      'how-long-we-keep-it',
      'cookies-and-browser-storage',
      'security',
      'your-rights',
      'complaints',
      'children',
      'changes-to-this-policy',
      'contact-us',
    ]);
    expect(PRIVACY_SECTIONS[1]?.title).toBe('The short version');
  });
});

describe('legalSections', () => {
  const source = (markdown: string) => ({
    name: 'test.md',
    markdown,
    facts: { age: 18 },
    slots: { prices: <table data-testid="prices" /> },
  });

  it('renders each section’s Markdown with its figures, and the component in its slot', () => {
    const [section] = legalSections(
      source(
        '## Your account {#your-account}\n\nBe {{age}} or over, see [terms](/terms).\n\n::prices\n\n- after',
      ),
    );
    expect(section).toMatchObject({ id: 'your-account', title: 'Your account' });
    expect(html(section?.content)).toBe(
      '<p>Be 18 or over, see <a href="/terms" data-discover="true">terms</a>.</p>' +
        '<table data-testid="prices"></table><ul>\n<li>after</li>\n</ul>',
    );
  });

  it('throws for a section without an id, an unknown slot, a stray intro or an unknown figure', () => {
    expect(() => legalSections(source('## No id\n\nText'))).toThrow('has no {#id}');
    expect(() => legalSections(source('## A {#a}\n\n::missing'))).toThrow('unknown slot ::missing');
    expect(() => legalSections(source('Intro\n\n## A {#a}'))).toThrow('text before the first');
    expect(() => legalSections(source('## A {#a}\n\n{{agee}}'))).toThrow('{{agee}}');
  });
});
