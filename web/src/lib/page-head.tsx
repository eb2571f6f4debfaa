import { SITE_NAME } from './site';
import { absoluteUrl, useSiteOrigin } from './site-origin';

export type PageHeadProps = {
  /** The whole title, site name included (pageTitle in lib/site.ts). */
  title: string;
  description: string;
  /** Site-relative; made absolute on the canonical origin. Omitted: no canonical (private pages). */
  canonicalPath?: string;
  robots?: 'noindex' | 'noindex, follow';
  og?: {
    type?: 'website' | 'product' | 'article';
    /** The share card's headline when it should differ from the title (a van's name alone). */
    title?: string;
    image?: string /* site-relative */;
  };
};

/**
 * A page's head tags as elements, which React 19 hoists into <head>: the server renders them into
 * the HTML (crawlers and link previews read them there), and hydration adopts them rather than
 * adding copies. React escapes every value, so seller text cannot break out of an attribute.
 */
export function PageHead({ title, description, canonicalPath, robots, og }: PageHeadProps) {
  const origin = useSiteOrigin();
  const url = canonicalPath === undefined ? undefined : absoluteUrl(origin, canonicalPath);
  const image = og?.image === undefined ? undefined : absoluteUrl(origin, og.image);
  const shareTitle = og?.title ?? title;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {robots ? <meta name="robots" content={robots} /> : null}
      {url ? <link rel="canonical" href={url} /> : null}
      <meta property="og:type" content={og?.type ?? 'website'} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={shareTitle} />
      <meta property="og:description" content={description} />
      {url ? <meta property="og:url" content={url} /> : null}
      {image ? <meta property="og:image" content={image} /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={shareTitle} />
      <meta name="twitter:description" content={description} />
      {image ? <meta name="twitter:image" content={image} /> : null}
    </>
  );
}
