export { AboutPage as Component } from '../info/about-page';
