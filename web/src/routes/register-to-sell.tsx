export { RegisterToSellPage as Component } from '../info/register-to-sell-page';
