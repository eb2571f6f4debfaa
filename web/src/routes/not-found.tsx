export { NotFoundPage as Component } from '../ui/not-found-page';
