export { SavedPage as Component } from '../saved/saved-page';
