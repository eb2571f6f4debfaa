export { StockFeedPage as Component } from '../stock-feed/stock-feed-page';
