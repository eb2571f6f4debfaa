import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';

/** A demo account whose signed-in session sessions.setup.ts stores once per run. */
export type StoredAccount = { email: string };

type StorageState = {
  cookies: Parameters<BrowserContext['addCookies']>[0];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
};

/** Where sessions.setup.ts keeps an account's browser storage after signing in. */
export function sessionFile(account: StoredAccount): string {
  return join(process.cwd(), '.test-output', 'e2e-sessions', `${account.email}.json`);
}

/**
 * Puts `account`'s stored session (Amplify keeps its tokens in localStorage) into this page's
 * browser, as if it had just signed in through /auth/login, without the page, the SRP exchange
 * and the redirect each time (decision 040). The page is left on a blank same-origin answer:
 * the test goes on with its own `goto`. Tests of signing in itself use `signIn`.
 */
export async function useStoredSession(page: Page, account: StoredAccount): Promise<void> {
  const state = JSON.parse(readFileSync(sessionFile(account), 'utf8')) as StorageState;
  if (state.cookies.length) await page.context().addCookies(state.cookies);
  await page.goto('/api/health');
  const items = state.origins.flatMap((origin) => origin.localStorage);
  await page.evaluate((entries) => {
    for (const { name, value } of entries) localStorage.setItem(name, value);
  }, items);
}
