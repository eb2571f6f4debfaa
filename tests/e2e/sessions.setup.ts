import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { test as setup } from '@playwright/test';
import { DEMO_ADMIN, DEMO_SELLER, signIn } from './support/account';
import { sessionFile } from './support/session';

// Signs each demo account in through /auth/login once per run and stores its browser storage,
// which support/session.ts's useStoredSession gives the tests that only need to be signed in.
for (const account of [DEMO_ADMIN, DEMO_SELLER]) {
  setup(`sign in ${account.email}`, async ({ page }) => {
    await signIn(page, account.email, account.password);
    const file = sessionFile(account);
    mkdirSync(dirname(file), { recursive: true });
    await page.context().storageState({ path: file });
  });
}
