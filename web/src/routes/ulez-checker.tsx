export { UlezCheckerPage as Component } from '../ulez/ulez-checker-page';
