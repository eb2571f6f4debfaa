export { EditListingPage as Component } from '../listing-form/edit-listing-page';
