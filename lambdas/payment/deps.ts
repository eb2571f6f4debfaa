import { randomBytes } from 'node:crypto';
import type { BoostType } from '#shared/boosts';
import type { Db } from '../platform/db';
import type { Logger } from '../platform/logger';
import type { MailMessage } from '../mail/mail-message';
import type { PaymentProvider } from './provider';

/** What the payment functions need; the handlers pass the stage's (stage-deps.ts), tests their own. */
export type PaymentDeps = {
  db: Db;
  provider: PaymentProvider;
  /** e.g. https://vanyard.co.uk: the return addresses and the receipt's links. */
  siteOrigin: string;
  sendMail: (message: MailMessage) => Promise<unknown>;
  /** Starts the expiry of one boost type bought (lambdas/boost/start-expiry.ts). */
  startExpiry: (boost: {
    listingId: string;
    type: BoostType;
    until: string;
    paymentId: string;
  }) => Promise<void>;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
  now?: () => Date;
  /** A boost day in milliseconds (BOOST_DAY_SECONDS): a day, unless a test stage shortens it. */
  dayMs?: number;
  newPaymentId?: (now: Date) => string;
};

export const nowOf = (deps: Pick<PaymentDeps, 'now'>) => deps.now?.() ?? new Date();

/**
 * A payment id that sorts by time: `pay_`, the milliseconds in base 36 (9 digits, enough until
 * the year 5188), then 12 random hex digits.
 */
export function newPaymentId(now: Date): string {
  return `pay_${now.getTime().toString(36).padStart(9, '0')}${randomBytes(6).toString('hex')}`;
}
