export { FaqPage as Component } from '../help/faq-page';
