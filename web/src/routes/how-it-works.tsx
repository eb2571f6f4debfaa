export { HowItWorksPage as Component } from '../info/how-it-works-page';
