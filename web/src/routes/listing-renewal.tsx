export { RenewalPage as Component } from '../my-listings/renewal-page';
