import { PAYMENT_HISTORY_PAGE_SIZE, type Payment, type PaymentHistoryPage } from '#shared/payments';
import { PAYMENT_SK, paymentKey, payerPk, INDEX_KEYS, indexCursorFields } from '#shared/table-keys';
import { getPayment, paymentView, queryPayerPayments } from './payments-repo';
import { NotFoundError } from '../platform/errors';
import { decodeIndexCursor, encodeIndexCursor } from '../platform/index-cursor';
import type { PaymentDeps } from './deps';
import { PAYMENT_MESSAGES } from './messages';

/**
 * The index key a cursor stands for, only if it is a key of this payer's history: a cursor made
 * up or taken from another account's page cannot read their payments.
 */
function decodeCursor(cursor: string, userId: string): Record<string, unknown> {
  return decodeIndexCursor(cursor, indexCursorFields('owner'), (fields) => {
    const sortKey = fields[INDEX_KEYS.owner.sk];
    return (
      fields[INDEX_KEYS.owner.pk] === payerPk(userId) &&
      typeof sortKey === 'string' &&
      // The item keys follow from the entry: `{created_at}#{id}` names payment `id`.
      fields.PK === paymentKey(sortKey.slice(sortKey.lastIndexOf('#') + 1)).PK &&
      fields.SK === PAYMENT_SK
    );
  });
}

/** GET /api/me/payments: the caller's payments, newest first, 20 a page. */
export async function listOwnPayments(
  deps: Pick<PaymentDeps, 'db'>,
  userId: string,
  query: { cursor?: string | undefined },
): Promise<PaymentHistoryPage> {
  const start = query.cursor ? decodeCursor(query.cursor, userId) : undefined;
  const page = await queryPayerPayments(deps.db, userId, PAYMENT_HISTORY_PAGE_SIZE, start);
  return {
    items: page.payments.map(paymentView),
    next_cursor: page.lastKey ? encodeIndexCursor(page.lastKey) : null,
  };
}

/** GET /api/me/payments/{id}: one of the caller's payments; anyone else's is not found. */
export async function readOwnPayment(
  deps: Pick<PaymentDeps, 'db'>,
  userId: string,
  id: string,
): Promise<Payment> {
  const payment = await getPayment(deps.db, id);
  if (!payment || payment.user_id !== userId) throw new NotFoundError(PAYMENT_MESSAGES.notFound);
  return paymentView(payment);
}
