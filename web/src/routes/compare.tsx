export { ComparePage as Component } from '../compare/compare-page';
