/**
 * The CSV import run follows the importing account's type (docs/decisions/031): a private
 * account's rows claiming Trade Dealer or a price including VAT are those rows' errors, and its
 * other rows are imported as a private seller's; a trade account's rows are a trade dealer's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importView } from '#lambdas/import/imports-repo';
import { getListing } from '#lambdas/listing/listing-repo';
import { putProfile } from '#lambdas/account/profiles-repo';
import { newProfile } from '#lambdas/account/own-profile';
import { SELLER_TERMS_MESSAGES } from '#shared/seller-terms';
import { importedListingId } from '#shared/table-keys';
import { csvLine, HEADER } from '../../unit/csv-import/csv-files';
import { newOwner, queuedImport, runImport, startRunEnv, type RunEnv } from './run-support';

let env: RunEnv;

beforeAll(async () => {
  env = await startRunEnv();
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

const FILE = [
  HEADER,
  // 2: says nothing of the seller type: the account's
  csvLine({ title: 'Transit, no VAT', seller_type: '', price_includes_vat: 'false' }),
  // 3: claims to be a dealer's
  csvLine({ title: 'Transit as a dealer', seller_type: 'trade_dealer' }),
  // 4: a price including VAT
  csvLine({ title: 'Transit inc VAT', seller_type: '', price_includes_vat: 'true' }),
].join('\n');

describe("a private account's import", () => {
  const owner = newOwner();
  let run: Awaited<ReturnType<typeof runImport>>;

  beforeAll(async () => {
    await putProfile(
      env.table.db,
      newProfile({ id: owner, email: `${owner}@example.org`, fullName: 'Pat Private' }, new Date()),
    );
    run = await runImport(env, await queuedImport(env, owner, FILE));
  }, 90_000);

  it('refuses the rows that claim a dealer or VAT, each with its reason', () => {
    expect(importView(run.record)).toMatchObject({
      status: 'completed',
      imported: 1,
      errors: [
        {
          row: 3,
          message: `Row 3 (Ford Transit Custom): ${SELLER_TERMS_MESSAGES.privateAccountTrade}`,
        },
        {
          row: 4,
          message: `Row 4 (Ford Transit Custom): ${SELLER_TERMS_MESSAGES.privateAccountVat}`,
        },
      ],
    });
  });

  it("imports the others as a private seller's, with no VAT", async () => {
    expect(await getListing(env.table.db, importedListingId(run.record.id, 2))).toMatchObject({
      user_id: owner,
      seller_type: 'private_seller',
      price_includes_vat: false,
    });
    expect(await getListing(env.table.db, importedListingId(run.record.id, 3))).toBeUndefined();
  });
});

describe("a trade account's import", () => {
  it("imports every row as a trade dealer's, with its VAT answer", async () => {
    const owner = newOwner();
    await putProfile(
      env.table.db,
      newProfile(
        {
          id: owner,
          email: `${owner}@example.org`,
          fullName: 'Northern Vans',
          sellerType: 'trade_dealer',
        },
        new Date(),
      ),
    );
    const run = await runImport(env, await queuedImport(env, owner, FILE));
    expect(importView(run.record)).toMatchObject({ imported: 3, error_count: 0 });
    expect(await getListing(env.table.db, importedListingId(run.record.id, 4))).toMatchObject({
      seller_type: 'trade_dealer',
      price_includes_vat: true,
    });
  }, 90_000);
});
