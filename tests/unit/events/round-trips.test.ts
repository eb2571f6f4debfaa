import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  BOOST_EXPIRY,
  CSV_IMPORT,
  CSV_IMPORT_STATES,
  END_BOOST_STATE,
  WAIT_STATE,
} from '#infra/stack/definitions/state-machines';
import { toLambdaRecord } from '#infra/local/stage/workers/stream-records';
import { boostExpiryInput } from '#lambdas/boost/start-expiry';
import { handler as endBoostTask } from '#lambdas/handlers/end-boost';
import { handler as chunkTask } from '#lambdas/handlers/import-chunk';
import { handler as parseTask } from '#lambdas/handlers/import-parse';
import { handler as summariseTask } from '#lambdas/handlers/import-summarise';
import { parseOutput } from '#lambdas/import/parse-step';
import { importRunInput } from '#lambdas/import/run-input';
import { boostExpiryInputSchema } from '#shared/events/boost-expiry';
import {
  chunkTaskInputSchema,
  importRunInputSchema,
  parseOutputSchema,
  summariseTaskInputSchema,
} from '#shared/events/csv-import';
import { EventPayloadError } from '#shared/events/event-payload';
import {
  listingFiguresImageSchema,
  listingSearchImageSchema,
  tableStreamChangeSchema,
} from '#shared/events/listing-stream';
import { LOCAL_SCHEDULED_JOB_EVENT, scheduledJobEventSchema } from '#shared/events/schedules';
import { aListing } from '../../support/listing-fixture';
import { listingItem } from '#lambdas/listing/listing-writer';

/** What a JSONPath (`$`, `$.a.b`) selects of a value. */
function select(value: unknown, path: string): unknown {
  return path
    .split('.')
    .slice(1)
    .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], value);
}

/** The payload a Lambda task state hands its function, from the state's Parameters. */
function taskPayload(state: unknown, input: unknown): unknown {
  const parameters = (state as { Parameters: Record<string, unknown> }).Parameters;
  if (typeof parameters['Payload.$'] === 'string') return select(input, parameters['Payload.$']);
  return Object.fromEntries(
    Object.entries(parameters.Payload as Record<string, string>).map(([key, path]) => [
      key.replace(/\.\$$/, ''),
      select(input, path),
    ]),
  );
}

/** A payload as Step Functions carries it: JSON text. */
const overTheWire = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('what each producer emits parses with its consumer schema', () => {
  it('boost expiry: the webhook’s input is waited on and parsed by end-boost', () => {
    const input = overTheWire(
      boostExpiryInput({
        listingId: 'l1',
        type: 'search_featured',
        until: '2027-03-01T12:00:00+01:00',
      }),
    );
    const states = BOOST_EXPIRY.definition.States;
    expect(Date.parse(select(input, states[WAIT_STATE].TimestampPath) as string)).toBe(
      Date.parse('2027-03-01T11:00:00Z'),
    );
    expect(boostExpiryInputSchema.parse(taskPayload(states[END_BOOST_STATE], input))).toEqual({
      listing_id: 'l1',
      type: 'search_featured',
      until: '2027-03-01T11:00:00.000Z',
    });
  });

  it('CSV import: run input, Parse output, each chunk, Summarise and the failure task', () => {
    const states = CSV_IMPORT.definition.States;
    const run = overTheWire(importRunInput({ id: 'imp_1' }));
    expect(importRunInputSchema.parse(taskPayload(states.Parse, run))).toEqual({
      import_id: 'imp_1',
    });

    const parsed = overTheWire(parseOutput({ id: 'imp_1', owner_id: 'u1' }, 2));
    expect(parseOutputSchema.parse(parsed)).toEqual(parsed);
    const items = select(parsed, states.Chunks.ItemsPath) as unknown[];
    const chunkState = states.Chunks.ItemProcessor.States[CSV_IMPORT_STATES.chunk];
    expect(items.map((item) => chunkTaskInputSchema.parse(taskPayload(chunkState, item)))).toEqual([
      { import_id: 'imp_1', owner_id: 'u1', chunk: 0 },
      { import_id: 'imp_1', owner_id: 'u1', chunk: 1 },
    ]);

    // Past the Map the data is still the Parse's output (ResultPath: null).
    expect(summariseTaskInputSchema.parse(taskPayload(states.Summarise, parsed))).toEqual({
      import_id: 'imp_1',
    });
    // A Catch puts the error at $.error of the failing state's input: the run's or the Parse's.
    const error = { Error: 'States.Timeout', Cause: 'Task timed out' };
    for (const failedWith of [run, parsed]) {
      const caught = { ...(failedWith as object), error };
      expect(summariseTaskInputSchema.parse(taskPayload(states.MarkFailed, caught))).toEqual({
        import_id: 'imp_1',
        error,
      });
    }
  });

  it('listing stream: the record Lambda (and the local poller) hands over parses once per image', () => {
    const listing = aListing({ id: 'l1', owner_disabled: true });
    const { views: _views, ...withoutViews } = listing;
    const record = toLambdaRecord(
      {
        eventName: 'MODIFY',
        dynamodb: {
          ApproximateCreationDateTime: new Date('2026-11-01T10:00:00Z'),
          Keys: marshall({ PK: 'LISTING#l1', SK: 'LISTING' }),
          NewImage: marshall(listingItem(listing), { removeUndefinedValues: true }),
          SequenceNumber: '000000000000000000042',
        },
      },
      'arn:aws:dynamodb:eu-west-2:000000000000:table/t/stream/x',
    );
    const change = tableStreamChangeSchema.parse(record.dynamodb);
    expect(change).toMatchObject({
      Keys: { PK: { S: 'LISTING#l1' }, SK: { S: 'LISTING' } },
      SequenceNumber: '000000000000000000042',
      ApproximateCreationDateTime: Date.parse('2026-11-01T10:00:00Z') / 1000,
    });
    expect(change.OldImage).toBeUndefined();
    const item = unmarshall(change.NewImage as Record<string, AttributeValue>);
    expect(listingSearchImageSchema.parse(item)).toEqual(withoutViews);
    expect(listingFiguresImageSchema.parse(item)).toEqual({
      id: 'l1',
      title: listing.title.trim(),
      status: listing.status,
      approval_status: listing.approval_status,
      owner_disabled: true,
      reports_hidden: false,
      expired: false,
      created_at: listing.created_at,
      updated_at: listing.updated_at,
    });
  });

  it('scheduled jobs: what the local scheduler sends is a scheduled job event', () => {
    expect(scheduledJobEventSchema.safeParse(LOCAL_SCHEDULED_JOB_EVENT).success).toBe(true);
  });
});

describe('a payload that does not fit fails the task with a named error, before it acts', () => {
  it.each([
    [
      'end-boost',
      () => endBoostTask({ listing_id: 'l1', type: 'gold', until: 'soon' }),
      /type.*until/,
    ],
    ['import-parse', () => parseTask({ importId: 'imp_1' }), /import_id/],
    ['import-chunk', () => chunkTask({ import_id: 'imp_1', chunk: -1 }), /owner_id.*chunk/],
    ['import-summarise', () => summariseTask({ import_id: '../x' }), /import_id/],
  ])('%s', async (_, run, fields) => {
    const failure = await run().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(EventPayloadError);
    expect((failure as Error).name).toBe('EventPayloadError');
    expect((failure as Error).message).toMatch(fields);
  });
});
