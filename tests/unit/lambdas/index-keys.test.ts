import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  INDEX,
  INDEX_KEYS,
  indexCursorFields,
  indexKeys,
  indexStartKey,
  LEGACY_FEATURED_INDEX,
} from '#shared/table-keys';

const PRODUCT_TREES = ['lambdas', 'shared', 'infra', 'web/src', 'bench', 'scripts'];
const KEY_MODULE = join('shared', 'table-keys.ts');
const INDEX_ATTRIBUTE_LITERAL = /GSI\d+(PK|SK)/;

function productFiles(): string[] {
  return PRODUCT_TREES.flatMap((tree) =>
    readdirSync(tree, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => join(tree, file)),
  );
}

describe('index key attributes', () => {
  it('names each index and its key attributes after the index, and INDEX agrees', () => {
    for (const [kind, keys] of Object.entries(INDEX_KEYS)) {
      // GSI7 replaces GSI5 on its key attributes, so DynamoDB fills it from the items as they
      // are (decision 077): the one index named after the one it replaces.
      const named = kind === 'featured' ? LEGACY_FEATURED_INDEX.name : keys.name;
      expect(keys.pk).toBe(`${named}PK`);
      expect(keys.sk).toBe(`${named}SK`);
      expect(INDEX[kind as keyof typeof INDEX]).toBe(keys.name);
    }
    expect(new Set(Object.values(INDEX_KEYS).map((keys) => keys.name)).size).toBe(6);
  });

  it('builds an item’s index keys, a cursor’s fields and the next page’s start key', () => {
    expect(indexKeys('owner', 'OWNER#u1', 'A#x')).toEqual({ GSI1PK: 'OWNER#u1', GSI1SK: 'A#x' });
    expect(indexKeys('featured', 'FEATURED#HOME', '2026#a')).toEqual({
      GSI5PK: 'FEATURED#HOME',
      GSI5SK: '2026#a',
    });
    expect(indexCursorFields('moderation')).toEqual(['PK', 'SK', 'GSI2PK', 'GSI2SK']);
    const last = {
      PK: 'LISTING#a',
      SK: 'LISTING',
      GSI2PK: 'APPROVAL#pending',
      GSI2SK: 't#a',
      x: 1,
    };
    expect(indexStartKey('moderation', last)).toEqual({
      PK: 'LISTING#a',
      SK: 'LISTING',
      GSI2PK: 'APPROVAL#pending',
      GSI2SK: 't#a',
    });
  });

  it('is written as a literal nowhere in product code but the key module', () => {
    const files = productFiles();
    expect(files).toContain(KEY_MODULE);
    const offenders = files
      .filter((file) => file !== KEY_MODULE)
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, at: `${file}:${index + 1}` }))
          .filter(({ line }) => INDEX_ATTRIBUTE_LITERAL.test(line))
          .map(({ at, line }) => `${at}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});
