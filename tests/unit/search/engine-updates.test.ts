import { describe, expect, it } from 'vitest';
import { createSearchIndex } from '#lambdas/search/engine/create-search-index';
import { aSearchDoc, LONDON, MANCHESTER } from './search-doc-fixture';
import { aQuery } from './engine-query';

describe('keeping the index in step', () => {
  it('starts empty and answers with no results', () => {
    const index = createSearchIndex();
    expect(index.size).toBe(0);
    expect(index.query(aQuery({ origin: LONDON, radiusMiles: 50 }))).toEqual({
      total: 0,
      hits: [],
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
      relax: null,
    });
  });

  it('replaces a document on upsert: old words, place and price no longer match', () => {
    const doc = aSearchDoc({ id: 'van', description: 'ply lined', price: 5_000, ...LONDON });
    const index = createSearchIndex([doc, aSearchDoc({ id: 'other', price: 7_000 })]);
    index.upsert({ ...doc, words: 'racking', price: 9_000, ...MANCHESTER });

    expect(index.size).toBe(2);
    expect(index.query(aQuery({ filters: { search: 'ply' } })).total).toBe(0);
    expect(index.query(aQuery({ filters: { search: 'racking' } })).total).toBe(1);
    expect(index.query(aQuery({ origin: LONDON, radiusMiles: 10 })).total).toBe(0);
    expect(index.query(aQuery({ origin: MANCHESTER, radiusMiles: 10 })).total).toBe(1);
    const byPrice = index.query(aQuery({ sort: 'price-asc' })).hits.map((hit) => hit.doc.id);
    expect(byPrice).toEqual(['other', 'van']);
  });

  it('removes a document from every answer; removing an unknown id does nothing', () => {
    const index = createSearchIndex([aSearchDoc({ id: 'a' }), aSearchDoc({ id: 'b' })]);
    index.remove('a');
    index.remove('never-there');
    expect(index.has('a')).toBe(false);
    expect(index.has('b')).toBe(true);
    expect([...index.docs()].map((doc) => doc.id)).toEqual(['b']);
    expect(
      index.query(aQuery({ filters: { search: 'tidy' } })).hits.map((hit) => hit.doc.id),
    ).toEqual(['b']);
  });

  it('reuses freed rows without mixing up documents', () => {
    const index = createSearchIndex([aSearchDoc({ id: 'a', description: 'alpha' })]);
    index.remove('a');
    index.upsert(aSearchDoc({ id: 'b', description: 'beta' }));
    expect(index.query(aQuery({ filters: { search: 'alpha' } })).total).toBe(0);
    expect(
      index.query(aQuery({ filters: { search: 'beta' } })).hits.map((hit) => hit.doc.id),
    ).toEqual(['b']);
  });

  it('knows the oldest model year in stock through upserts and removals', () => {
    const index = createSearchIndex();
    expect(index.oldestYear()).toBeNull();
    index.upsert(aSearchDoc({ id: 'new', year: 2021 }));
    index.upsert(aSearchDoc({ id: 'old', year: 2004 }));
    index.upsert(aSearchDoc({ id: 'mid', year: 2012 }));
    expect(index.oldestYear()).toBe(2004);
    index.upsert(aSearchDoc({ id: 'old', year: 2016 }));
    expect(index.oldestYear()).toBe(2012);
    index.remove('mid');
    expect(index.oldestYear()).toBe(2016);
    index.remove('old');
    index.remove('new');
    expect(index.oldestYear()).toBeNull();
  });
});
