import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { demoListingId } from '#infra/local/demo-data/listing-factory';
import { planDemoData } from '#infra/local/demo-data/plan';
import type {
  ListingDetailResponse,
  LiveListingDetail,
  UnavailableListingDetail,
} from '#shared/listing-detail';
import type { SearchFilters } from '#shared/search/filters';
import { searchFromApi } from './search';
import { SEED_COUNT, SEED_VALUE } from './stage';

export async function detailFromApi(
  request: APIRequestContext,
  id: string,
): Promise<ListingDetailResponse> {
  const response = await request.get(`/api/listings/${id}`);
  if (!response.ok()) throw new Error(`GET /api/listings/${id}: ${response.status()}`);
  return (await response.json()) as ListingDetailResponse;
}

/**
 * The first live van of a search (its first ten pages) whose detail passes `accept` (by default: several photos, a
 * seller with both a phone and an e-mail address).
 */
export async function liveListing(
  request: APIRequestContext,
  filters: SearchFilters = { make: 'ford' },
  accept: (detail: LiveListingDetail) => boolean = (detail) =>
    detail.listing.image_urls.length >= 3 &&
    detail.seller?.has_phone === true &&
    detail.seller.has_email,
): Promise<LiveListingDetail> {
  for (let page = 1; page <= 10; page++) {
    const results = await searchFromApi(request, { ...filters, page });
    for (const card of results.items) {
      const detail = await detailFromApi(request, card.id);
      if (detail.availability === 'live' && accept(detail)) return detail;
    }
    if (page * results.pageSize >= results.total) break;
  }
  throw new Error(`No live listing for ${JSON.stringify(filters)} passes the check`);
}

/**
 * A sold van of the e2e seed: the seed is deterministic, so its plan says which indexes are
 * sold (those after the live ones); the API confirms it.
 */
export async function soldListing(request: APIRequestContext): Promise<UnavailableListingDetail> {
  const plan = planDemoData(SEED_COUNT, SEED_VALUE);
  for (const [index, role] of plan.roles.entries()) {
    if (role !== 'sold') continue;
    const detail = await detailFromApi(request, demoListingId(SEED_VALUE, index));
    if (detail.availability === 'unavailable' && detail.reason === 'sold') return detail;
  }
  throw new Error('The seeded stage has no sold listing');
}

/** The full-screen photo viewer. */
export function photoViewer(page: Page) {
  return page.getByRole('dialog', { name: /^Photos of / });
}

/** A horizontal swipe with real touch input (CDP), so pointer events fire as on a phone. */
export async function swipe(page: Page, fromX: number, toX: number, y: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: fromX, y }],
  });
  const steps = 6;
  for (let step = 1; step <= steps; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: fromX + ((toX - fromX) * step) / steps, y }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

type StoredMail = { to: string[]; replyTo?: string; subject: string; text: string };

/** Waits for the local mailbox to hold a mail with this reply-to address, and returns it. */
export async function mailRepliedTo(
  request: APIRequestContext,
  replyTo: string,
): Promise<StoredMail> {
  let found: StoredMail | undefined;
  await expect
    .poll(async () => {
      const response = await request.get('/_local/mailbox.json');
      const { mails } = (await response.json()) as { mails: StoredMail[] };
      found = mails.find((mail) => mail.replyTo === replyTo);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/**
 * A listing state's word on My Listings as a row or card shows it, not as an option of the
 * state filter (decision 071), which names every state.
 */
export function stateText(page: Page, text: string): Locator {
  return page.getByText(text, { exact: true }).and(page.locator(':not(option)'));
}
