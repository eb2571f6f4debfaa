export { HowToSellPage as Component } from '../info/how-to-sell-page';
