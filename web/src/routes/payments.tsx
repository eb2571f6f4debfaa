export { PaymentHistoryPage as Component } from '../payments/payment-history-page';
