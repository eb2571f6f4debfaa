export { BoostListingPage as Component } from '../boost/boost-page';
