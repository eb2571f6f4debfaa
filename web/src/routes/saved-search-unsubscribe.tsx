export { UnsubscribePage as Component } from '../saved-searches/unsubscribe-page';
