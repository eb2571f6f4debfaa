export { SavedSearchesPage as Component } from '../saved-searches/saved-searches-page';
