export { ReceiptPage as Component } from '../payments/receipt-page';
