export { AddListingGate as Component } from '../dashboard/add-listing-gate';
