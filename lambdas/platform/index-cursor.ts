import { RuleViolationError } from './errors';

/*
 * A page's `next_cursor`: the index key the next page starts after (DynamoDB's
 * LastEvaluatedKey), as base64url JSON. A cursor comes back from the caller, so it is read
 * only as a key of the query it continues: anything else is a 422, never a DynamoDB error.
 */

export function encodeIndexCursor(key: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/**
 * The key a cursor stands for, only if it has exactly these attributes and `belongs` accepts
 * them (the index partition of this query, item keys that follow from the index key).
 */
export function decodeIndexCursor<K extends string>(
  cursor: string,
  attributes: readonly K[],
  belongs: (fields: Record<K, unknown>) => boolean,
): Record<K, unknown> {
  const invalid = () =>
    new RuleViolationError(
      'Not a valid cursor',
      { 'query.cursor': ['Not a valid cursor'] },
      'bad_cursor',
    );
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (typeof key !== 'object' || key === null) throw invalid();
  const fields = key as Record<K, unknown>;
  if (Object.keys(fields).sort().join(',') !== [...attributes].sort().join(',')) throw invalid();
  if (!belongs(fields)) throw invalid();
  return fields;
}
