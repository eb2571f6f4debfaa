export { ValuationPage as Component } from '../valuation/valuation-page';
