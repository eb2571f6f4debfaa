export { AdminPaymentsPage as Component } from '../admin/payments/admin-payments-page';
