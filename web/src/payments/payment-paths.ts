/** Payment History's address (linked from the dashboard and the boost page). */
export const PAYMENT_HISTORY_PATH = '/dashboard/payments';
