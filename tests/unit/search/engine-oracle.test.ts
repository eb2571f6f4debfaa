import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSearchIndex } from '#lambdas/search/engine/create-search-index';
import type { EngineQuery, EngineResult, SearchDoc } from '#lambdas/search/types';
import { docArbitrary, docsArbitrary, idArbitrary, queryArbitrary } from './arbitraries';
import { oracleQuery } from './oracle';

/** The result with hits as ids (readable failures), distances and boost flags kept. */
function comparable(result: EngineResult) {
  return {
    ...result,
    hits: result.hits.map((hit) => ({
      id: hit.doc.id,
      distanceMiles: hit.distanceMiles,
      boosted: hit.boosted,
    })),
  };
}

function expectSameAsOracle(
  docs: Iterable<SearchDoc>,
  engine: { query: (q: EngineQuery) => EngineResult },
  query: EngineQuery,
) {
  expect(comparable(engine.query(query))).toEqual(comparable(oracleQuery(docs, query)));
}

// Hundreds of documents against a deliberately naive oracle: slower than a usual unit test.
describe('search engine against the brute-force oracle', { timeout: 120_000 }, () => {
  it('answers total, page, facets and relax exactly as the oracle', () => {
    fc.assert(
      fc.property(
        docsArbitrary(300),
        fc.array(queryArbitrary, { minLength: 1, maxLength: 8 }),
        (docs, queries) => {
          const index = createSearchIndex(docs);
          for (const query of queries) expectSameAsOracle(docs, index, query);
        },
      ),
      { numRuns: 120 },
    );
  });

  it('pages through every result once, in order, and past the end with no hits', () => {
    fc.assert(
      fc.property(
        docsArbitrary(120),
        queryArbitrary,
        fc.integer({ min: 1, max: 7 }),
        (docs, query, pageSize) => {
          const index = createSearchIndex(docs);
          const all = oracleQuery(docs, { ...query, page: 1, pageSize: docs.length + 1 });
          const seen: string[] = [];
          const pages = Math.ceil(all.total / pageSize);
          for (let page = 1; page <= pages + 1; page++) {
            const result = index.query({ ...query, page, pageSize });
            expect(result.total).toBe(all.total);
            if (page > pages) expect(result.hits).toEqual([]);
            seen.push(...result.hits.map((hit) => hit.doc.id));
          }
          expect(new Set(seen).size).toBe(seen.length);
          expect(seen).toEqual(all.hits.map((hit) => hit.doc.id));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('stays equal to the oracle over the current documents through upserts and removes', () => {
    const operation = fc.oneof(
      { arbitrary: idArbitrary.chain(docArbitrary).map((doc) => ({ upsert: doc })), weight: 4 },
      { arbitrary: fc.nat().map((pick) => ({ replace: pick })), weight: 2 },
      { arbitrary: fc.nat().map((pick) => ({ remove: pick })), weight: 3 },
      { arbitrary: idArbitrary.map((id) => ({ removeUnknown: id })), weight: 1 },
      { arbitrary: queryArbitrary.map((query) => ({ query })), weight: 3 },
    );
    fc.assert(
      fc.property(
        docsArbitrary(60),
        fc.array(operation, { maxLength: 60 }),
        fc.array(queryArbitrary, { minLength: 1, maxLength: 3 }),
        (initial, operations, finalQueries) => {
          const index = createSearchIndex(initial);
          const current = new Map(initial.map((doc) => [doc.id, doc]));
          const pick = (n: number) => [...current.keys()][n % current.size]!;
          for (const op of operations) {
            if ('upsert' in op) {
              index.upsert(op.upsert);
              current.set(op.upsert.id, op.upsert);
            } else if ('replace' in op && current.size > 0) {
              // Same id, different content: every structure must drop the old values.
              const id = pick(op.replace);
              const [doc] = fc.sample(docArbitrary(id), { seed: op.replace, numRuns: 1 });
              index.upsert(doc!);
              current.set(id, doc!);
            } else if ('remove' in op && current.size > 0) {
              const id = pick(op.remove);
              index.remove(id);
              current.delete(id);
            } else if ('removeUnknown' in op && !current.has(op.removeUnknown)) {
              index.remove(op.removeUnknown);
            } else if ('query' in op) {
              expectSameAsOracle(current.values(), index, op.query);
            }
            expect(index.size).toBe(current.size);
          }
          for (const query of finalQueries) expectSameAsOracle(current.values(), index, query);
          expect(new Set([...index.docs()].map((doc) => doc.id))).toEqual(new Set(current.keys()));
          for (const id of current.keys()) expect(index.has(id)).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });
});
