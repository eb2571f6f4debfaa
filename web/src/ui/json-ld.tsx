import { jsonLdText } from '../lib/structured-data';

/**
 * Structured data for search engines: a <script type="application/ld+json"> whose text is
 * escaped by jsonLdText, so nothing in the data can close the element.
 */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json">{jsonLdText(data)}</script>;
}
