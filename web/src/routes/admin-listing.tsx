export { AdminListingPage as Component } from '../admin/listings/admin-listing-page';
