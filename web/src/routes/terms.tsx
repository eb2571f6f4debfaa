export { TermsPage as Component } from '../legal/terms-page';
