/** A page in a breadcrumb trail: its name and its path on the site. */
export type TrailStep = { label: string; href: string };

/** schema.org BreadcrumbList of a trail, with absolute URLs. */
export function breadcrumbListJsonLd(trail: readonly TrailStep[], origin: string) {
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
/**
 * JSON for a script element that holds data (JSON-LD, the server-rendered page's SWR payload):
 * '<', '>' and '&' are escaped as JSON unicode escapes, so a title such as
 * '</script><script>…' can never close the element, and '<!--' can never put the HTML tokenizer
 * into its escaped-script state. U+2028/U+2029 too, for parsers that treat them as line ends.
 * The text still parses to the original data.
 */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** JSON for a <script type="application/ld+json">. */
export const jsonLdText = scriptJson;
