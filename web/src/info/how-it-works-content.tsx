/**
 * The prose of /how-it-works, written as Markdown in web/src/content/info/how-it-works.md: the
 * buyers' steps, the safe-buying tips and the sellers' steps. The page's frame (navigation,
 * section leads, boost prices, calls to action) stays in how-it-works-page.tsx.
 */
import { BOOST_LABELS } from '#shared/boosts';
import { formatMoney } from '#shared/format';
import { DEFAULT_RADIUS_MILES, RADIUS_CHOICES } from '#shared/search/constants';
import {
  DESCRIPTION_MIN_CHARS,
  LISTING_LIVE_DAYS,
  LISTING_PHOTOS,
  MODERATION_HOURS,
  ULEZ_DAILY_CHARGE_GBP,
} from '#shared/site-facts';
import { MarkdownText } from '../ui/markdown';
import HOW_IT_WORKS_MARKDOWN from '../content/info/how-it-works.md?raw';
import {
  fillFacts,
  splitSections,
  type ContentFacts,
  type ContentSection,
} from '../content/markdown-content';
import { boostFrom, PHOTOS_TEXT } from './info-figures';
import type { InfoStep } from './info-steps';

const FACTS: ContentFacts = {
  defaultRadiusMiles: DEFAULT_RADIUS_MILES,
  smallestRadius: Math.min(...RADIUS_CHOICES),
  largestRadius: Math.max(...RADIUS_CHOICES),
  photosMin: LISTING_PHOTOS.min,
  photosMax: LISTING_PHOTOS.max,
  photos: PHOTOS_TEXT,
  photoSize: LISTING_PHOTOS.maxMegabytes,
  descriptionMinChars: DESCRIPTION_MIN_CHARS,
  moderationHours: MODERATION_HOURS,
  listingLiveDays: LISTING_LIVE_DAYS,
  ulezDailyCharge: formatMoney(ULEZ_DAILY_CHARGE_GBP),
  search: BOOST_LABELS.search_featured,
  homepage: BOOST_LABELS.homepage_featured,
  searchFrom: boostFrom('search_featured'),
  homepageFrom: boostFrom('homepage_featured'),
};

export type SafeBuyingTip = { readonly title: string; readonly text: string };

/** The file's `#` parts by id: buyer-steps, safe-buying-tips, seller-steps. */
function parts(markdown: string): Map<string, ContentSection> {
  const { sections } = splitSections(fillFacts(markdown, FACTS), 1);
  return new Map(sections.map((section) => [section.id ?? section.title, section]));
}

function part(all: Map<string, ContentSection>, id: string): ContentSection {
  const found = all.get(id);
  if (!found) throw new Error(`how-it-works.md: no "# … {#${id}}" part`);
  return found;
}

/** Each `##` heading is a step's title; the Markdown under it is the step's text. */
export function stepsOf(markdown: string): InfoStep[] {
  return splitSections(markdown).sections.map((section) => ({
    title: section.title,
    body: <MarkdownText text={section.body} />,
  }));
}

/** Each tip is one list line, `- **Title.** Text`: the page sets the title in bold before it. */
export function tipsOf(markdown: string): SafeBuyingTip[] {
  return markdown
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const tip = /^- \*\*(.+?)\*\* (.+)$/.exec(line.trim());
      if (!tip) throw new Error(`how-it-works.md: a tip is not "- **Title.** Text": ${line}`);
      return { title: tip[1]!, text: tip[2]! };
    });
}

const PARTS = parts(HOW_IT_WORKS_MARKDOWN);

export const BUYER_STEPS: readonly InfoStep[] = stepsOf(part(PARTS, 'buyer-steps').body);
export const SELLER_STEPS: readonly InfoStep[] = stepsOf(part(PARTS, 'seller-steps').body);

/** The tips box: its heading is the part's title. */
export const SAFE_BUYING = {
  title: part(PARTS, 'safe-buying-tips').title,
  tips: tipsOf(part(PARTS, 'safe-buying-tips').body),
} as const;
