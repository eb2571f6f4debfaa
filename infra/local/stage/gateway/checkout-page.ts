import type { IncomingMessage, ServerResponse } from 'node:http';
import { formatMoney } from '#shared/format';
import { boostItemLabel, vatOf } from '#shared/payments';
import type { Db } from '#lambdas/platform/db';
import type { CheckoutSessionRecord } from '#lambdas/payment/payments-repo';
import {
  actOnLocalCheckout,
  readLocalCheckout,
  type CheckoutAction,
} from '#lambdas/payment/local-checkout';
import { LOCAL_CHECKOUT_PATH } from '#lambdas/payment/local-provider';
import { WEBHOOK_PATH } from '#lambdas/payment/stage-provider';
import { escapeHtml, STAND_IN_STYLES, standInDocument } from '../../stand-ins/stand-in-page';
import { readBody } from './read-body';
import { sendText } from './replies';

/*
 * The local stage's stand-in for Stripe Checkout (docs/boosts.md): GET shows the session's
 * listing, lines and total with Pay, Decline and Cancel (one form, no script); POST does what
 * the pressed button says and sends the browser on with a 303. Never deployed.
 */

export type LocalCheckoutOptions = { db: Db; webhookSecret: string };

/** The page's stylesheet: its own file, so the page runs under the deployed CSP unrelaxed. */
export const CHECKOUT_STYLESHEET_PATH = '/_local/checkout.css';

/** Whether the gateway should hand a path to serveLocalCheckout. */
export function isLocalCheckoutPath(path: string): boolean {
  return path === CHECKOUT_STYLESHEET_PATH || path.startsWith(LOCAL_CHECKOUT_PATH);
}

const SESSION_ID = /^cs_local_[a-f0-9]{24}$/;
const ACTIONS: readonly CheckoutAction[] = ['pay', 'decline', 'cancel'];

const pounds = (pence: number) => formatMoney(pence / 100);

export const STYLESHEET = `${STAND_IN_STYLES}
  table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
  caption { text-align: left; font-weight: 600; padding-bottom: .25rem; }
  th, td { text-align: left; padding: .4rem 0; border-bottom: 1px solid #dde0e4; }
  td.amount, th.amount { text-align: right; }
  tfoot th, tfoot td { font-weight: 700; border-bottom: 0; }
  .vat { color: #4a4f57; margin: 0; }
  .actions { display: flex; flex-wrap: wrap; gap: .75rem; margin-top: 1.25rem; }
  button, a.button { font: inherit; border-radius: 6px; padding: .6rem 1.1rem; cursor: pointer; border: 2px solid #1d3f8f; text-decoration: none; display: inline-block; }
  button.pay { background: #1d3f8f; color: #fff; }
  button.decline { background: #fff; color: #8c1d18; border-color: #8c1d18; }
  button.cancel, a.button { background: #fff; color: #1d3f8f; }
  button:focus-visible, a:focus-visible { outline: 3px solid #b35c00; outline-offset: 2px; }
`;

function page(title: string, body: string): string {
  return standInDocument({
    title: `${title} – local checkout – VanYard`,
    stylesheet: CHECKOUT_STYLESHEET_PATH,
    note: "<strong>Local stage stand-in for Stripe Checkout.</strong> No card is asked for and no money moves: the buttons send the event Stripe would, signed with this stage's webhook secret. Deployed stages show Stripe's own checkout here.",
    body,
  });
}

/** The checkout of an open session: what is bought, the total, and the three buttons. */
export function renderCheckoutPage(session: CheckoutSessionRecord): string {
  const rows = session.items
    .map(
      (item) =>
        `<tr><th scope="row">${escapeHtml(boostItemLabel(item))}</th><td class="amount">${pounds(item.price_pence)}</td></tr>`,
    )
    .join('\n');
  const open = session.status === 'open';
  return page(
    'Pay for your boost',
    `<div class="card">
<h1>Pay for your boost</h1>
<p>Listing: <strong>${escapeHtml(session.listing_title)}</strong></p>
<table>
<caption>Your order</caption>
<thead><tr><th scope="col">Boost</th><th scope="col" class="amount">Price</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th scope="row">Total</th><td class="amount">${pounds(session.amount_pence)}</td></tr></tfoot>
</table>
<p class="vat">Includes VAT of ${pounds(vatOf(session.amount_pence))}.</p>
${
  open
    ? `<form method="post" action="${LOCAL_CHECKOUT_PATH}${escapeHtml(session.session_id)}">
<div class="actions">
<button type="submit" class="pay" name="action" value="pay">Pay ${pounds(session.amount_pence)}</button>
<button type="submit" class="decline" name="action" value="decline">Decline payment</button>
<button type="submit" class="cancel" name="action" value="cancel">Cancel</button>
</div>
</form>`
    : `<p>This checkout is ${session.status === 'paid' ? 'paid' : 'closed: the payment was declined'}.</p>
<p><a class="button" href="${escapeHtml(session.status === 'paid' ? session.success_url : session.cancel_url)}">Back to VanYard</a></p>`
}
</div>`,
  );
}

export function renderGonePage(): string {
  return page(
    'Checkout not found',
    `<div class="card">
<h1>Checkout not found</h1>
<p>This checkout does not exist or has expired (a checkout lasts a day). Nothing was charged.</p>
<p><a class="button" href="/dashboard/listings">Back to My Listings</a></p>
</div>`,
  );
}

export function renderFailedPage(
  session: CheckoutSessionRecord | undefined,
  message: string,
): string {
  return page(
    'Payment not delivered',
    `<div class="card">
<h1>Payment not delivered</h1>
<p>The stage's webhook did not accept the event: ${escapeHtml(message)}. The checkout is still open; nothing changed.</p>
${session ? `<p><a class="button" href="${LOCAL_CHECKOUT_PATH}${escapeHtml(session.session_id)}">Back to the checkout</a></p>` : ''}
</div>`,
  );
}

// The gateway has set the deployed security headers, CSP included, on the response already.
function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(html);
}

/**
 * Serves `/_local/checkout/{sessionId}` (GET the page, POST a button: `action=pay|decline|cancel`)
 * and the page's stylesheet.
 */
export async function serveLocalCheckout(
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  options: LocalCheckoutOptions,
): Promise<void> {
  const method = request.method ?? 'GET';
  if (path === CHECKOUT_STYLESHEET_PATH) {
    response.writeHead(200, {
      'content-type': 'text/css; charset=utf-8',
      'cache-control': 'no-cache',
    });
    return void response.end(STYLESHEET);
  }
  const sessionId = path.slice(LOCAL_CHECKOUT_PATH.length);
  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
    return sendText(response, 405, 'Method not allowed.', { allow: 'GET, POST' });
  }
  if (!SESSION_ID.test(sessionId)) return sendHtml(response, 404, renderGonePage());

  if (method !== 'POST') {
    const session = await readLocalCheckout(options, sessionId);
    return session
      ? sendHtml(response, 200, renderCheckoutPage(session))
      : sendHtml(response, 404, renderGonePage());
  }

  const body = await readBody(request, 4096);
  const action =
    body.kind === 'ok' ? new URLSearchParams(body.body.toString('utf8')).get('action') : null;
  if (!ACTIONS.includes(action as CheckoutAction)) {
    return sendText(response, 400, 'Choose Pay, Decline or Cancel.');
  }
  // The gateway's own webhook route, on the port this request came in on.
  const webhookUrl = `http://127.0.0.1:${request.socket.localPort}${WEBHOOK_PATH}`;
  const step = await actOnLocalCheckout(
    { ...options, webhookUrl },
    sessionId,
    action as CheckoutAction,
  );
  switch (step.kind) {
    case 'redirect':
      response.writeHead(303, { location: step.location, 'cache-control': 'no-store' });
      return void response.end();
    case 'gone':
      return sendHtml(response, 404, renderGonePage());
    case 'closed':
      return sendHtml(response, 409, renderCheckoutPage(step.session));
    case 'failed':
      return sendHtml(
        response,
        502,
        renderFailedPage(await readLocalCheckout(options, sessionId), step.message),
      );
  }
}
