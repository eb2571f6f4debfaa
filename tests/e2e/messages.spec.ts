import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DEMO_SELLER } from './support/account';
import { signInWithApi } from './support/api-session';
import { idToken, liveListings } from './support/boosts';
import { newAccount, type Account } from './support/new-account';
import { detailFromApi } from './support/listing';
import { lookAt } from './support/shots';
import { waitForHydration } from './support/ssr';

// Messages between buyers and sellers (issue 34, decision 075): a signed-in buyer's enquiry
// starts a conversation, the seller answers from the inbox, the buyer reads the answer; at
// 390 px the inbox and a conversation are two steps.

/** A live van of the demo dealer's: its id and its advert's path. */
async function dealerVan(page: Page) {
  const token = await idToken(page.request, DEMO_SELLER);
  const [van] = await liveListings(page.request, token);
  if (!van) throw new Error('The demo dealer has no live van');
  const detail = await detailFromApi(page.request, van.id);
  if (detail.availability !== 'live') throw new Error(`${van.id} is not live`);
  return { id: van.id, path: detail.path };
}

const header = (page: Page) => page.getByRole('banner');

test('a buyer messages a seller, the seller replies from the inbox, the buyer reads it', async ({
  page,
}, testInfo) => {
  // Three sign-ins and two accounts' pages: more than a one-page check on a loaded machine.
  test.setTimeout(90_000);
  const buyer: Account = await newAccount(page);
  const van = await dealerVan(page);
  const question = `Could I view it on Saturday? (${Date.now()})`;

  await signInWithApi(page, buyer);
  await page.goto(van.path);
  await waitForHydration(page);
  await page
    .getByRole('region', { name: 'Seller', exact: true })
    .getByRole('button', { name: 'Email seller' })
    .click();
  // Signed in, the message alone: the account says who asks.
  const form = page.getByRole('region', { name: 'Message the seller' });
  await expect(form.getByLabel('Your email *')).toHaveCount(0);
  await form.getByLabel('Message *').fill(question);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('status')).toContainText('will be in your messages');
  await form.getByRole('link', { name: 'Open the conversation' }).click();
  await expect(page).toHaveURL(/\/messages\/[a-f0-9]{32}$/);
  const thread = page.getByRole('list', { name: 'Messages in this conversation' });
  await expect(thread.getByTestId('message').last()).toContainText(question);
  await expect(thread.getByTestId('message').last()).toContainText('Sent');
  const conversationUrl = page.url();

  // The seller: the conversation first in the inbox, unread, counted in the header.
  await signInWithApi(page, DEMO_SELLER);
  await page.goto('/messages');
  await expect(header(page).getByTestId('unread-count').first()).toBeVisible();
  const first = page.getByTestId('conversation-link').first();
  await expect(first).toContainText(question);
  await expect(first).toContainText('1 new message');
  await first.click();
  await expect(page).toHaveURL(conversationUrl);
  await expect(thread.getByTestId('message').last()).toContainText(question);
  await page.getByLabel('Your message').fill('Yes, Saturday at 10am suits us.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(thread.getByTestId('message').last()).toContainText('Yes, Saturday at 10am');
  await expect(page.getByLabel('Your message')).toHaveValue('');
  await expect(first).not.toContainText('new message');

  // The buyer: one unread in the header; the reply in the thread, their question 'Seen'.
  await signInWithApi(page, buyer);
  await page.goto('/messages');
  await expect(header(page).getByTestId('unread-count').first()).toContainText('1');
  await page.getByTestId('conversation-link').first().click();
  await expect(thread.getByTestId('message').last()).toContainText('Yes, Saturday at 10am');
  await expect(thread.getByTestId('message').first()).toContainText('Seen');
  await expect(header(page).getByTestId('unread-count')).toHaveCount(0);
  await lookAt(page, testInfo, 'ms-thread', { fullPage: true });
  await expectNoSeriousA11yViolations(page);
});

test('the inbox and a conversation are two steps on a phone @mobile', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const buyer: Account = await newAccount(page);
  const van = await dealerVan(page);
  const token = await idToken(page.request, buyer);
  const started = await page.request.post('/api/me/conversations', {
    headers: { authorization: `Bearer ${token}` },
    data: { listing_id: van.id, text: 'Is the price negotiable?' },
  });
  expect(started.status(), await started.text()).toBe(201);

  await signInWithApi(page, buyer);
  await page.goto('/messages');
  const inbox = page.getByTestId('inbox-pane');
  const conversation = page.getByTestId('thread-pane');
  await expect(inbox).toBeVisible();
  await expect(conversation).toBeHidden();
  await expect(page.getByTestId('conversation-link').first()).toBeVisible();
  await lookAt(page, testInfo, 'ms-inbox');

  await page.getByTestId('conversation-link').first().click();
  await expect(page).toHaveURL(/\/messages\/[a-f0-9]{32}$/);
  await expect(conversation).toBeVisible();
  await expect(inbox).toBeHidden();
  await expect(conversation.getByTestId('message')).toContainText('Is the price negotiable?');
  await lookAt(page, testInfo, 'ms-thread');

  await conversation.getByRole('link', { name: 'All messages' }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(inbox).toBeVisible();
});
