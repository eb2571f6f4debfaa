import type { SearchCard } from '#shared/search/response';

/** One entry per card on the page, in the order shown: what the page's HTML links to. */
export function itemListJsonLd(items: readonly SearchCard[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: new URL(item.path, origin).href,
      name: item.title,
    })),
  };
}
