import { z } from 'zod';
import { BOOST_TYPES } from '../boosts';

/*
 * The boost expiry's payloads (infra/stack/definitions/state-machines.ts, BoostExpiry; docs/boosts.md,
 * Expiry). The webhook's start (lambdas/boost/start-expiry.ts) builds the input through this
 * schema; the state machine waits on `$.until` and hands the same input to end-boost, which
 * parses it with this schema again.
 */

/** The execution's input: one boost type of a listing, and the end it waits for. */
export const boostExpiryInputSchema = z.object({
  listing_id: z.string().min(1),
  type: z.enum(BOOST_TYPES),
  until: z.iso.datetime({ offset: true }),
});
export type BoostExpiryInput = z.infer<typeof boostExpiryInputSchema>;

export const END_BOOST_OUTCOMES = [
  /** The type's flag cleared. */
  'ended',
  /** Nothing to do: extended since (another execution waits for the new end), or not running. */
  'unchanged',
  'no listing',
  /** Called well before the end it names: left for its own time (or the sweep). */
  'not due',
] as const;
export type EndBoostOutcome = (typeof END_BOOST_OUTCOMES)[number];

/** The end-boost task's output, the execution's output (`OutputPath: '$.Payload'`). */
export const endBoostOutputSchema = z.object({ outcome: z.enum(END_BOOST_OUTCOMES) });
export type EndBoostOutput = z.infer<typeof endBoostOutputSchema>;
