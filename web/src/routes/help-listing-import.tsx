export { ImportInstructionsPage as Component } from '../csv-import/import-instructions-page';
