export { BlogArticlePage as Component } from '../blog/blog-article-page';
