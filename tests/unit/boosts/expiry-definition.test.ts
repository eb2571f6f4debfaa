import { describe, expect, it } from 'vitest';
import {
  BOOST_EXPIRY,
  boostExpiryDefinition,
  END_BOOST_FUNCTION,
  END_BOOST_STATE,
  WAIT_STATE,
} from '#infra/stack/definitions/state-machines';
import { localStateMachines } from '#infra/local/stage/local-state-machines';
import { withBoostsEnded } from '#lambdas/boost/end-boost';
import { expiryExecutionName } from '#lambdas/boost/start-expiry';
import { aListing } from '../../support/listing-fixture';

describe('the boost expiry definition', () => {
  it('waits for the input’s own end, then invokes the end-boost task with retries', () => {
    const { States, StartAt } = BOOST_EXPIRY.definition;
    expect(StartAt).toBe(WAIT_STATE);
    expect(States[WAIT_STATE]).toEqual({
      Type: 'Wait',
      TimestampPath: '$.until',
      Next: END_BOOST_STATE,
    });
    expect(States[END_BOOST_STATE]).toMatchObject({
      Type: 'Task',
      Resource: 'arn:aws:states:::lambda:invoke',
      Parameters: { FunctionName: END_BOOST_FUNCTION, 'Payload.$': '$' },
      End: true,
    });
    expect(END_BOOST_FUNCTION).toBe('${EndBoostFunctionArn}');
    expect(BOOST_EXPIRY.task.handler).toBe('end-boost');
  });

  it('is the same text on the local stage, its function named locally', () => {
    const [local] = localStateMachines('local', async () => ({}) as never);
    expect(local!.definition).toBe(boostExpiryDefinition('vanyard-local-EndBoost'));
    expect(JSON.parse(local!.definition)).toEqual(
      JSON.parse(
        JSON.stringify(BOOST_EXPIRY.definition).replace(
          END_BOOST_FUNCTION,
          'vanyard-local-EndBoost',
        ),
      ),
    );
    expect(local!.waitsUntil?.({ until: '2026-12-01T00:00:00.000Z' })).toBe(
      Date.parse('2026-12-01T00:00:00.000Z'),
    );
  });

  it('names an execution by payment and type: one per boost bought', () => {
    expect(expiryExecutionName('01JABCDEF', 'homepage_featured')).toBe(
      '01JABCDEF-homepage_featured',
    );
    expect(expiryExecutionName('a'.repeat(64), 'search_featured')).toHaveLength(80);
  });
});

describe('ending boosts (the pure part of the task and the sweep)', () => {
  const NOW = new Date('2026-11-20T12:00:00.000Z');
  it('ends each type still as expected, and nothing when none is', () => {
    const listing = aListing({
      search_featured: true,
      homepage_featured: true,
      search_featured_until: '2026-11-20T11:00:00.000Z',
      homepage_featured_until: '2026-11-20T10:00:00.000Z',
      boost_expires: '2026-11-20T11:00:00.000Z',
    });
    const both = withBoostsEnded(
      listing,
      [
        { type: 'search_featured', expected: '2026-11-20T11:00:00.000Z' },
        { type: 'homepage_featured', expected: '2026-11-20T10:00:00.000Z' },
      ],
      NOW,
    );
    expect(both).toMatchObject({
      search_featured: false,
      homepage_featured: false,
      boost_expires: '2026-11-20T11:00:00.000Z',
    });
    expect(
      withBoostsEnded(
        listing,
        [{ type: 'search_featured', expected: '2026-11-27T11:00:00.000Z' }],
        NOW,
      ),
    ).toBeNull();
  });
});
