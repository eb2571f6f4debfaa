export { ContactPage as Component } from '../info/contact-page';
