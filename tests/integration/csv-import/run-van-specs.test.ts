/**
 * The CSV import run stores the van specification columns (issue 31) as the form does: the
 * plate normalised, the payload worked out from the weights, L and H codes read; rows with
 * absurd figures or a foreign plate are those rows' errors, with the form's messages; and the
 * stock references (decision 071): once a file and once a seller.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importView } from '#lambdas/import/imports-repo';
import { getListing } from '#lambdas/listing/listing-repo';
import { putProfile } from '#lambdas/account/profiles-repo';
import { newProfile } from '#lambdas/account/own-profile';
import { importedListingId } from '#shared/table-keys';
import { REGISTRATION_MESSAGES } from '#shared/vehicle/registration';
import { STOCK_REFERENCE_MESSAGES } from '#shared/stock-reference';
import { putListing } from '#lambdas/listing/listing-writer';
import { aListing } from '../../support/listing-fixture';
import { VAN_SPEC_MESSAGES } from '#shared/vehicle/van-specs';
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
  // 2: the plate lowercase and spaced, L and H codes, no payload but both weights
  csvLine({
    registration: 'ab19 cde',
    wheelbase: 'L2',
    roof_height: 'H2',
    euro_standard: 'Euro 6',
    payload_kg: '',
    gross_vehicle_weight_kg: '3,200',
    kerb_weight_kg: '2,050',
  }),
  // 3: a payload heavier than the van
  csvLine({ payload_kg: '4000', gross_vehicle_weight_kg: '3500', kerb_weight_kg: '' }),
  // 4: a German plate and a load length of 20 m
  csvLine({ registration: 'B-AB 1234', load_length_mm: '20000' }),
].join('\n');

/** The importing account: a profile, as the import reads the account's seller type. */
async function dealerProfile(owner: string): Promise<void> {
  await putProfile(
    env.table.db,
    newProfile({ id: owner, email: `${owner}@example.org`, fullName: 'Dee Dealer' }, new Date()),
  );
}

describe('an import with the van specification', () => {
  const owner = newOwner();
  let run: Awaited<ReturnType<typeof runImport>>;

  beforeAll(async () => {
    await dealerProfile(owner);
    run = await runImport(env, await queuedImport(env, owner, FILE));
  }, 90_000);

  it('stores the good row’s specification as the form would', async () => {
    expect(await getListing(env.table.db, importedListingId(run.record.id, 2))).toMatchObject({
      registration: 'AB19CDE',
      show_registration: false,
      wheelbase: 'mwb',
      roof_height: 'medium',
      euro_standard: 'euro_6',
      gross_vehicle_weight_kg: 3200,
      kerb_weight_kg: 2050,
      payload_kg: 1150,
      load_length_mm: 2555,
    });
  });

  it('refuses the rows with absurd figures or a foreign plate, each with its reasons', async () => {
    expect(importView(run.record)).toMatchObject({
      status: 'completed',
      imported: 1,
      errors: [
        { row: 3, message: expect.stringContaining(VAN_SPEC_MESSAGES.payloadOverGvw) },
        {
          row: 4,
          message: expect.stringMatching(
            new RegExp(
              `${REGISTRATION_MESSAGES.not_uk}.*Load length must be between 500 and 7,000 mm`,
            ),
          ),
        },
      ],
    });
    expect(await getListing(env.table.db, importedListingId(run.record.id, 3))).toBeUndefined();
  });
});

describe('an import with stock references (decision 071)', () => {
  const owner = newOwner();
  let run: Awaited<ReturnType<typeof runImport>>;

  beforeAll(async () => {
    await dealerProfile(owner);
    // A van the dealer listed before, under a reference the file repeats.
    await putListing(
      env.table.db,
      aListing({ id: `held-${owner}`, user_id: owner, stock_reference: 'HELD-1' }),
    );
    const file = [
      HEADER,
      csvLine({ stock_reference: 'A-1' }),
      csvLine({ stock_reference: 'a-1' }),
      csvLine({ stock_reference: 'held-1' }),
      csvLine({ stock_reference: '' }),
    ].join('\n');
    run = await runImport(env, await queuedImport(env, owner, file));
  }, 90_000);

  it('imports each reference once and refuses the repeat and the one already held', async () => {
    expect(importView(run.record)).toMatchObject({
      status: 'completed',
      imported: 2,
      errors: [
        {
          row: 3,
          message: expect.stringContaining(STOCK_REFERENCE_MESSAGES.repeatedInFile('a-1')),
        },
        { row: 4, message: expect.stringContaining(STOCK_REFERENCE_MESSAGES.taken('held-1')) },
      ],
    });
    expect(await getListing(env.table.db, importedListingId(run.record.id, 2))).toMatchObject({
      stock_reference: 'A-1',
    });
    expect(await getListing(env.table.db, importedListingId(run.record.id, 4))).toBeUndefined();
    expect(await getListing(env.table.db, importedListingId(run.record.id, 5))).toMatchObject({
      stock_reference: null,
    });
  });
});
