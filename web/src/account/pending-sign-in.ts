/*
 * The account between sign-up (or an unconfirmed sign-in) and its code: the password typed a
 * moment ago, so the code step can sign the person straight in, and when the last code was
 * sent, so 'Send a new code' waits a minute between requests. Both live in this page's memory
 * only: never in storage, history state or the address, so a reload forgets them (the code step
 * then sends the person to sign in with the address filled in).
 */

const key = (email: string) => email.trim().toLowerCase();

let held: { email: string; password: string } | undefined;

/** Keeps the password for the code step of this address. */
export function holdPassword(email: string, password: string): void {
  held = { email: key(email), password };
}

/** The password held for this address, once: it is forgotten as it is handed over. */
export function takePassword(email: string): string | undefined {
  if (!held || held.email !== key(email)) return undefined;
  const { password } = held;
  held = undefined;
  return password;
}

/** How long the code step waits between requests for a new code (Cognito limits them too). */
export const RESEND_WAIT_MS = 60_000;

const sentAt = new Map<string, number>();

/** A code was sent to this address just now (sign-up, an unconfirmed sign-in, a resend). */
export function noteCodeSent(email: string, now = Date.now()): void {
  sentAt.set(key(email), now);
}

/** Milliseconds before a new code may be asked for this address (0: now). */
export function resendWaitLeft(email: string, now = Date.now()): number {
  const sent = sentAt.get(key(email));
  return sent === undefined ? 0 : Math.max(0, sent + RESEND_WAIT_MS - now);
}
