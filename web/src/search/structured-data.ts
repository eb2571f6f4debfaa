import type { SearchCard } from '../../../shared/search/response';
import type { Crumb } from './search-copy';

/** Spec 01 section 9: the structured list covers the first 10 results. */
export const ITEM_LIST_LIMIT = 10;

export function breadcrumbListJsonLd(trail: readonly Crumb[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: new URL(crumb.href, origin).href,
    })),
  };
}

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

/**
 * JSON for a <script type="application/ld+json">: '<', '>' and '&' are escaped as JSON unicode
 * escapes, so a title such as '</script><script>…' can never close the element or start HTML.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
