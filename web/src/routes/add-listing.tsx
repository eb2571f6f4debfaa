export { CreateListingPage as Component } from '../listing-form/create-listing-page';
