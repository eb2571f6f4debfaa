import type { SearchCard } from '../../../shared/search/response';

/** The structured list covers the first 10 results: the ones a search engine would show. */
export const ITEM_LIST_LIMIT = 10;

export function itemListJsonLd(items: readonly SearchCard[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: items.slice(0, ITEM_LIST_LIMIT).map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: new URL(item.path, origin).href,
      name: item.title,
    })),
  };
}
