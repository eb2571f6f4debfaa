export { OwnerListingPage as Component } from '../my-listings/owner-listing-page';
