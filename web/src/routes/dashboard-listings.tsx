export { MyListingsPage as Component } from '../my-listings/my-listings-page';
