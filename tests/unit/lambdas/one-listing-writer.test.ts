import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * The static half of the one-listing-writer guard (issue 30, decision 043; the run-time half
 * is tests/support/listing-write-guard.ts): no file outside lambdas/listing/writer/ (the
 * modules behind lambdas/listing/listing-writer.ts) builds a write of a
 * listing item (`LISTING#{id}` / `LISTING`). A write is a DynamoDB write command
 * (`new PutCommand(...)` and the like), a request of a transaction or a batch (`Put: {...}`,
 * `PutRequest: {...}`) or a call of the batch and transaction senders; it is a listing item's
 * when it names the listing key or item (`listingKey(`, `LISTING_SK`, `listingItem(`...). And
 * since only a write needs a whole listing item, building one (`listingItem(`, `listingKeys(`)
 * is the writer's alone too.
 */

const TREES = ['lambdas', 'infra/local'];
const WRITER = 'lambdas/listing/writer/';

const WRITE_COMMANDS = new Set([
  'PutCommand',
  'UpdateCommand',
  'DeleteCommand',
  'TransactWriteCommand',
  'BatchWriteCommand',
]);
const WRITE_REQUESTS = new Set(['Put', 'Update', 'Delete', 'PutRequest', 'DeleteRequest']);
const WRITE_SENDERS = new Set(['batchPutItems', 'batchDeleteKeys', 'sendTransaction']);
/** What names the listing item's key in a write. */
const LISTING_ITEM =
  /\b(listingKey|listingKeys|listingItem|writtenItem|writtenKey|LISTING_SK|LISTING_PK_PREFIX)\b/;
/** What builds a whole listing item, which only a write needs. */
const WHOLE_ITEM = /\b(listingItem|listingKeys|writtenItem|writtenKey)\s*\(/;

function sourceFiles(): string[] {
  return TREES.flatMap((tree) =>
    readdirSync(tree, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => join(tree, file)),
  );
}

/** The writes of listing items a file builds, each as `file:line: text`. */
export function listingWritesIn(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const note = (node: ts.Node, written: string) => {
    if (!LISTING_ITEM.test(written)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    found.push(`${file}:${line}: ${node.getText().split('\n')[0]}`);
  };
  const visit = (node: ts.Node) => {
    if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      WRITE_COMMANDS.has(node.expression.text)
    ) {
      note(node, (node.arguments ?? []).map((arg) => arg.getText()).join(','));
    } else if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      WRITE_REQUESTS.has(node.name.text)
    ) {
      note(node, node.initializer.getText());
    } else if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      WRITE_SENDERS.has(node.expression.text)
    ) {
      note(node, node.arguments.map((arg) => arg.getText()).join(','));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (WHOLE_ITEM.test(text.replace(/^\s*(\/\/|\*).*$/gm, ''))) {
    found.push(`${file}: builds a whole listing item`);
  }
  return found;
}

const writes = sourceFiles().flatMap((file) => listingWritesIn(file, readFileSync(file, 'utf8')));
const filesOf = (lines: string[]) => [...new Set(lines.map((line) => line.split(':')[0]))].sort();

describe('one listing writer', () => {
  it('finds the writes of listing items in the writer itself (the check can see a write)', () => {
    expect(filesOf(writes.filter((line) => line.startsWith(WRITER)))).toEqual(
      [
        'create-listing.ts',
        'delete-listing.ts',
        'import-listings.ts',
        'listing-item.ts',
        'listing-version.ts',
        'put-listings.ts',
        'replace-listing.ts',
        'set-owner-flags.ts',
        'write-boost-change.ts',
      ].map((file) => `${WRITER}${file}`),
    );
  });

  it('sees a stray write in any of its forms', () => {
    const stray = (body: string) => listingWritesIn('lambdas/stray.ts', body);
    expect(
      stray('db.client.send(new PutCommand({ Item: { ...listingKey(id), a: 1 } }));'),
    ).toHaveLength(1);
    expect(stray('const put = { Put: { TableName: t, Key: listingKey(id) } };')).toHaveLength(1);
    expect(stray('x({ Delete: { Key: { PK: pk, SK: LISTING_SK } } });')).toHaveLength(1);
    expect(stray('await batchDeleteKeys(db, ids.map(listingKey));')).toHaveLength(1);
    expect(stray('const item = listingItem(listing);')).toHaveLength(1);
    // Reads of the listing and writes of other items beside it are not the writer's business.
    expect(stray('db.client.send(new GetCommand({ Key: listingKey(id) }));')).toEqual([]);
    expect(stray('db.client.send(new UpdateCommand({ Key: viewsKey(id) }));')).toEqual([]);
  });

  it('is the only place that writes a listing item', () => {
    expect(writes.filter((line) => !line.startsWith(WRITER))).toEqual([]);
  });
});
