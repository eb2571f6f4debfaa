export { AdminEditListingPage as Component } from '../admin/listings/admin-edit-listing-page';
