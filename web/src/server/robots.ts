import type { PageHeadProps } from '../lib/page-head';
import type { PageAnswer } from '../lib/page-loader';

/**
 * One robots value per page, sent twice: as the `<meta name="robots">` the page's PageHead
 * rendered and as the X-Robots-Tag header (docs/decisions/028-server-rendered-pages.md,
 * section 4). A crawler that reads only one of them must learn the same thing, so the header is
 * taken from the rendered meta, and a page whose route's loader decided noindex or a status
 * other than 200 gets the meta added.
 */
export type Robots = NonNullable<PageHeadProps['robots']>;

const KNOWN: readonly Robots[] = ['noindex', 'noindex, follow'];

// React writes the element as `<meta name="robots" content="…"/>`, its value escaped.
const ROBOTS_META = /<meta name="robots" content="([^"]*)"\/?>/;

/** The robots meta React rendered into the head, if any. */
export function renderedRobots(head: string): string | undefined {
  return ROBOTS_META.exec(head)?.[1];
}

/**
 * The page's robots value and its head with the matching meta in it. A rendered value that is
 * not one PageHead can write becomes the strictest one, so the header never carries text the
 * renderer did not choose.
 */
export function pageRobots(
  head: string,
  collected: PageAnswer,
): { robots: Robots | undefined; head: string } {
  const rendered = renderedRobots(head);
  if (rendered !== undefined) {
    const robots = KNOWN.find((known) => known === rendered) ?? 'noindex';
    return { robots, head };
  }
  if (!collected.noindex && collected.status === 200) return { robots: undefined, head };
  return { robots: 'noindex', head: `${head}<meta name="robots" content="noindex"/>` };
}
