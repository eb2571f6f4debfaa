import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LISTING_PHOTOS } from '#shared/site-facts';
import { BUYER_STEPS, SAFE_BUYING, SELLER_STEPS, stepsOf, tipsOf } from './how-it-works-content';

describe('how it works, from web/src/content/info/how-it-works.md', () => {
  it('has six steps for buyers and six for sellers, titled by their headings', () => {
    expect(BUYER_STEPS.map((step) => step.title)).toEqual([
      'Search by make, model and postcode',
      'Narrow it down with filters',
      'View the details and photos',
      'Contact the seller, no account needed',
      'See the van in person',
      'Agree a price and pay the seller',
    ]);
    expect(SELLER_STEPS).toHaveLength(6);
    expect(SELLER_STEPS.at(-1)?.title).toBe('Mark it sold');
  });

  it('fills the figures in the steps from shared/', () => {
    const text = renderToStaticMarkup(<MemoryRouter>{BUYER_STEPS[2]?.body}</MemoryRouter>);
    expect(text).toContain(
      `Each listing has ${LISTING_PHOTOS.min} to ${LISTING_PHOTOS.max} photos`,
    );
  });

  it('has five safe-buying tips under the part’s title, each a bold title and its text', () => {
    expect(SAFE_BUYING.title).toBe('Tips for buying safely');
    expect(SAFE_BUYING.tips).toHaveLength(5);
    expect(SAFE_BUYING.tips[0]).toEqual({
      title: 'See the V5C logbook.',
      text: expect.stringMatching(/^The name and address on it should match the seller/),
    });
  });
});

describe('stepsOf and tipsOf', () => {
  it('renders a step’s Markdown as its body', () => {
    const [step] = stepsOf('## Add your listing\n\nGo to [Add Listing](/add-listing).');
    expect(step?.title).toBe('Add your listing');
    expect(renderToStaticMarkup(<MemoryRouter>{step?.body}</MemoryRouter>)).toBe(
      '<p>Go to <a href="/add-listing" data-discover="true">Add Listing</a>.</p>',
    );
  });

  it('throws for a tip that is not one "- **Title.** Text" line', () => {
    expect(tipsOf('- **Check it.** Then buy.')).toEqual([
      { title: 'Check it.', text: 'Then buy.' },
    ]);
    expect(() => tipsOf('- Check it. Then buy.')).toThrow('not "- **Title.** Text"');
  });
});
