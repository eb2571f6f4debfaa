import {
  BatchWriteCommand,
  DeleteCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { listingItem, listingVersionPut } from '#lambdas/listing/listing-writer';
import { listingKey, viewsKey } from '#shared/table-keys';
import { aListing } from '../../support/listing-fixture';
import { senderOf, strayWrite } from '../../support/listing-write-guard';

// The run-time guard of decision 043 (tests/support/listing-write-guard.ts), on hand-made
// commands: what it lets through and what it refuses.

const db = { client: undefined as never, tableName: 't' };
const listing = aListing({ id: 'guarded' });
const PRODUCT = '/repo/lambdas/listing/save-own-listing.ts';

describe('the listing write guard', () => {
  it('refuses a listing item the writer did not build, in every kind of write', () => {
    const item = listingItem(listing);
    const stray = [
      new PutCommand({ TableName: 't', Item: item }),
      new UpdateCommand({
        TableName: 't',
        Key: listingKey(listing.id),
        UpdateExpression: 'SET a = :a',
      }),
      new DeleteCommand({ TableName: 't', Key: listingKey(listing.id) }),
      new TransactWriteCommand({ TransactItems: [{ Put: { TableName: 't', Item: item } }] }),
      new BatchWriteCommand({ RequestItems: { t: [{ DeleteRequest: { Key: listingKey('x') } }] } }),
    ];
    for (const command of stray) {
      expect(strayWrite(command, PRODUCT)).toMatch(
        /save-own-listing\.ts sent a \w+ of listing item LISTING#/,
      );
    }
  });

  it('lets the writer’s items through, in a caller’s transaction too, and other items', () => {
    const put = listingVersionPut(db, listing, { ...listing, price: 1 }, {}, new Date());
    expect(strayWrite(new TransactWriteCommand({ TransactItems: [{ Put: put }] }), PRODUCT)).toBe(
      undefined,
    );
    expect(strayWrite(new PutCommand(put), PRODUCT)).toBe(undefined);
    expect(strayWrite(new DeleteCommand({ TableName: 't', Key: viewsKey('x') }), PRODUCT)).toBe(
      undefined,
    );
  });

  it('lets a test write its own fixture', () => {
    const fixture = new PutCommand({ TableName: 't', Item: listingItem(listing) });
    expect(strayWrite(fixture, '/repo/tests/integration/admin/listings-moderation.test.ts')).toBe(
      undefined,
    );
  });

  it('names the file that called send', () => {
    const stack = [
      'Error',
      '    at DynamoDBDocumentClient.guardedSend (/repo/tests/support/listing-write-guard.ts:90:40)',
      '    at sendTransaction (/repo/lambdas/platform/transactions.ts:47:23)',
      '    at async replaceListing (/repo/lambdas/listing/writer/replace-listing.ts:66:7)',
    ].join('\n');
    expect(senderOf(stack)).toBe('/repo/lambdas/platform/transactions.ts');
    expect(senderOf(new Error().stack)).toMatch(
      /tests\/unit\/lambdas\/listing-write-guard\.test\.ts$/,
    );
  });
});
