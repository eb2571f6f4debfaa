export { AdminListingsPage as Component } from '../admin/listings/admin-listings-page';
