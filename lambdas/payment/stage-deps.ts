import { startBoostExpiry, stageBoostExpiry } from '#lambdas/boost';
import { env } from '../config';
import { stageDb } from '../platform/db';
import type { Logger } from '../platform/logger';
import { sendMail } from '../mail/mailer';
import type { PaymentDeps } from './deps';
import { stagePaymentProvider } from './stage-provider';

/** The payment functions' dependencies on this stage: table, provider, mail, expiry, clock. */
export function stagePaymentDeps(log: Logger): PaymentDeps {
  return {
    db: stageDb(),
    provider: stagePaymentProvider(log),
    siteOrigin: env.siteOrigin,
    sendMail,
    startExpiry: (boost) => startBoostExpiry(stageBoostExpiry(), boost),
    log,
    dayMs: env.boostDayMs,
  };
}
