import type { Db } from '../platform/db';
import {
  getCheckoutSession,
  setCheckoutSessionStatus,
  type CheckoutSessionRecord,
} from './payments-repo';
import { deliverEvent, localSessionEvent } from './local-events';

/*
 * What the local stand-in checkout page does (the local gateway serves it: infra/local/stage/
 * gateway/checkout-page.ts). Pay and Decline send the event Stripe would, signed, to the stage's
 * webhook route and wait for its answer; then the browser goes where Stripe would send it.
 */

export type LocalCheckoutDeps = {
  db: Db;
  webhookSecret: string;
  /** The stage's own webhook route, e.g. http://127.0.0.1:3000/api/webhooks/stripe. */
  webhookUrl: string;
  now?: () => Date;
};

export type CheckoutAction = 'pay' | 'decline' | 'cancel';

export type CheckoutStep =
  /** Go on to the success or cancel address. */
  | { kind: 'redirect'; location: string }
  /** No such session, or it expired. */
  | { kind: 'gone' }
  /** Settled the other way already (paid, then Decline; declined, then Pay). */
  | { kind: 'closed'; session: CheckoutSessionRecord }
  /** The webhook did not take the event; the session is open again. */
  | { kind: 'failed'; message: string };

/** The session the page shows: open or settled, until it expires; undefined when gone. */
export function readLocalCheckout(
  deps: Pick<LocalCheckoutDeps, 'db' | 'now'>,
  sessionId: string,
): Promise<CheckoutSessionRecord | undefined> {
  return getCheckoutSession(deps.db, sessionId, deps.now?.() ?? new Date());
}

const OUTCOME = { pay: 'paid', decline: 'declined' } as const;

/**
 * One of the page's buttons. Pay and Decline settle the session once (a second press of the
 * same button goes where the first went), deliver the event and wait for the webhook's answer;
 * Cancel only leaves, as closing Stripe's page does (the sweep expires the payment later).
 */
export async function actOnLocalCheckout(
  deps: LocalCheckoutDeps,
  sessionId: string,
  action: CheckoutAction,
): Promise<CheckoutStep> {
  const session = await readLocalCheckout(deps, sessionId);
  if (!session) return { kind: 'gone' };
  if (action === 'cancel') return { kind: 'redirect', location: session.cancel_url };

  const outcome = OUTCOME[action];
  const leaveTo = action === 'pay' ? session.success_url : session.cancel_url;
  if (session.status === outcome) return { kind: 'redirect', location: leaveTo };
  if (session.status !== 'open') return { kind: 'closed', session };
  if (!(await setCheckoutSessionStatus(deps.db, sessionId, 'open', outcome))) {
    // Another press got there first: go where it went, or say it is settled the other way.
    return actOnLocalCheckout(deps, sessionId, action);
  }
  try {
    await deliverEvent(
      deps.webhookUrl,
      localSessionEvent(session, outcome, deps.now?.() ?? new Date()),
      deps.webhookSecret,
    );
  } catch (error) {
    await setCheckoutSessionStatus(deps.db, sessionId, outcome, 'open');
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
  return { kind: 'redirect', location: leaveTo };
}
