import { ExecutionAlreadyExists, StartExecutionCommand, type SFNClient } from '@aws-sdk/client-sfn';
import type { BoostType } from '#shared/boosts';
import { boostExpiryInputSchema, type BoostExpiryInput } from '#shared/events/boost-expiry';
import { parsePayload } from '#shared/events/event-payload';
import { env } from '../config';
import { sfn } from '../platform/sfn';

/** What starting an expiry needs: the Step Functions client and the state machine's ARN. */
export type BoostExpiryDeps = { sfn: SFNClient; stateMachineArn: string };

/** The stage's: the container's client and BOOST_EXPIRY_STATE_MACHINE. */
export function stageBoostExpiry(): BoostExpiryDeps {
  const stateMachineArn = env.boostExpiryStateMachine;
  if (!stateMachineArn) throw new Error('Missing environment variable BOOST_EXPIRY_STATE_MACHINE');
  return { sfn: sfn(), stateMachineArn };
}

/**
 * The execution's name: one per payment and type, so a webhook delivered twice (or retried
 * after a crash between the payment's write and this start) cannot start a second one. Step
 * Functions allows 80 characters of [A-Za-z0-9_-]; payment ids are far shorter.
 */
export const expiryExecutionName = (paymentId: string, type: BoostType) =>
  `${paymentId}-${type}`.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 80);

/** The execution's input (shared/events/boost-expiry.ts), built through its schema. */
export function boostExpiryInput(boost: {
  listingId: string;
  type: BoostType;
  until: string;
}): BoostExpiryInput {
  return parsePayload(boostExpiryInputSchema, 'boost expiry input', {
    listing_id: boost.listingId,
    type: boost.type,
    until: new Date(boost.until).toISOString(),
  });
}

/**
 * Starts the execution that ends a boost type at `until` (docs/boosts.md, Expiry). An
 * execution of that name already there counts as started: the first start did the job. A
 * start that fails otherwise throws; the sweep (BoostSweep) still ends the boost if it is
 * never started.
 */
export async function startBoostExpiry(
  deps: BoostExpiryDeps,
  boost: { listingId: string; type: BoostType; until: string; paymentId: string },
): Promise<void> {
  const input = boostExpiryInput(boost);
  try {
    await deps.sfn.send(
      new StartExecutionCommand({
        stateMachineArn: deps.stateMachineArn,
        name: expiryExecutionName(boost.paymentId, boost.type),
        input: JSON.stringify(input),
      }),
    );
  } catch (error) {
    if (error instanceof ExecutionAlreadyExists) return;
    if (error instanceof Error && error.name === 'ExecutionAlreadyExists') return;
    throw error;
  }
}
