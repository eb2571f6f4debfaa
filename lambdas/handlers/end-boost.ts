import { endBoost, endBoostInputSchema, type EndBoostOutcome } from '../boosts/end-boost';
import { stageDb } from '../data/db';
import { createLogger } from '../http/logger';

const log = createLogger({ handler: 'end-boost' });

/**
 * The boost expiry state machine's task (infra/definitions/state-machines.ts): the execution's
 * input `{ listing_id, type, until }` once `until` has come. Ends that type unless it was
 * extended; an error is thrown so the state machine retries it.
 */
export const handler = async (event: unknown): Promise<{ outcome: EndBoostOutcome }> => {
  const input = endBoostInputSchema.parse(event);
  const outcome = await endBoost({ db: stageDb() }, input);
  log.info('Boost expiry', { ...input, outcome });
  return { outcome };
};
