export { PrivacyPage as Component } from '../legal/privacy-page';
