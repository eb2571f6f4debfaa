export { HelpPage as Component } from '../help/help-page';
