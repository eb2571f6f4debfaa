import { ARTICLES } from '#shared/content/articles';
import { InfoPage } from '../ui/info-page';
import { ArticleCard } from '../ui/article-card';
import { pages } from '#shared/pages';

/** /blog: every article, newest first (the order of ARTICLES). */
export function BlogIndexPage() {
  return (
    <InfoPage
      title="Van News and Buying Guides"
      metaTitle="Blog: Van News and Buying Guides"
      description="Buying guides, reliability advice and reviews for UK van buyers and sellers from the VanYard team."
      path={pages.blog.build()}
      lead="Practical advice for buying, running and selling a used van, from the VanYard team."
    >
      <ul className="grid gap-8 md:grid-cols-2">
        {ARTICLES.map((article) => (
          <li key={article.slug}>
            <ArticleCard article={article} headingLevel={2} />
          </li>
        ))}
      </ul>
    </InfoPage>
  );
}
