import { boostExpiryInputSchema, type EndBoostOutput } from '#shared/events/boost-expiry';
import { parsePayload } from '#shared/events/event-payload';
import { endBoost } from '../boost/end-boost';
import { stageDb } from '../platform/db';
import { createLogger } from '../platform/logger';

const log = createLogger({ handler: 'end-boost' });

/**
 * The boost expiry state machine's task (infra/stack/definitions/state-machines.ts): the execution's
 * input `{ listing_id, type, until }` (shared/events/boost-expiry.ts) once `until` has come.
 * Ends that type unless it was extended; an error is thrown so the state machine retries it
 * (EventPayloadError for an input that does not fit).
 */
export const handler = async (event: unknown): Promise<EndBoostOutput> => {
  const input = parsePayload(boostExpiryInputSchema, 'boost expiry input', event);
  const outcome = await endBoost({ db: stageDb() }, input);
  log.info('Boost expiry', { ...input, outcome });
  return { outcome } satisfies EndBoostOutput;
};
