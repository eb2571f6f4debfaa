export { BlogIndexPage as Component } from '../blog/blog-index-page';
