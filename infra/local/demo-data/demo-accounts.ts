import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { Db } from '#lambdas/platform/db';
import { setProfileRole } from '#lambdas/account/account-repo';
import { createProfileIfAbsent } from '#lambdas/account/profiles-repo';
import { newProfile } from '#lambdas/account/own-profile';
import { DEMO_DEALERS } from './sellers';
import { seedDemoSavedVans } from './demo-saved-vans';
import { demoSellerProfiles } from './seller-profiles';
import { createConfirmedUser, findUserByEmail, grantAdmin } from '../stage/auth/cognito-users';
import { DEMO_BUYER } from './demo-buyer';
import { seedDemoSavedSearches } from './demo-saved-searches';
import { seedDemoMessages } from './demo-messages';

/** A demo account's sign-in, printed in the stage's banner. */
export type DemoLogin = { email: string; password: string; role: string };

/** The demo trade dealer whose vans the demo seller account owns. */
const DEMO_SELLER_ID = DEMO_DEALERS[0]!.id;

/** Demo passwords: known on purpose (printed by `npm start`), local stage only. */
export const DEMO_ADMIN = {
  email: 'admin@vanyard.example',
  password: 'demo-admin-2026',
  fullName: 'Alex Morgan',
} as const;
const dealer = demoSellerProfiles().find((profile) => profile.id === DEMO_SELLER_ID)!;

/** A trade dealer of the demo data: the account's id is the dealer's, so it owns their vans. */
export const DEMO_SELLER = {
  id: dealer.id,
  email: dealer.email,
  password: 'demo-seller-2026',
  fullName: dealer.full_name,
} as const;

export { DEMO_BUYER };

/**
 * The local stage's demo accounts, made on the first start of a data directory and found again
 * afterwards: an admin (in the `admin` group), a trade dealer who owns demo listings (the
 * account's id is the demo dealer's, so its vans, profile and dashboard figures are already there)
 * and a buyer with saved vans and saved searches (one paused).
 */
export async function ensureDemoAccounts(deps: {
  cognito: CognitoIdentityProviderClient;
  userPoolId: string;
  db: Db;
}): Promise<DemoLogin[]> {
  const { cognito, userPoolId, db } = deps;
  if (!(await findUserByEmail(cognito, userPoolId, DEMO_ADMIN.email))) {
    await createConfirmedUser(cognito, userPoolId, DEMO_ADMIN);
  }
  const admin = await grantAdmin(cognito, userPoolId, DEMO_ADMIN.email);
  const adminId = admin.Attributes?.find((a) => a.Name === 'sub')?.Value;
  if (adminId) {
    await createProfileIfAbsent(
      db,
      newProfile(
        { id: adminId, email: DEMO_ADMIN.email, fullName: DEMO_ADMIN.fullName },
        new Date(),
      ),
    );
    // Admin Users shows the role the profile mirrors (the group is what grants access).
    await setProfileRole(db, adminId, 'admin');
  }

  if (!(await findUserByEmail(cognito, userPoolId, DEMO_SELLER.email))) {
    await createConfirmedUser(cognito, userPoolId, { ...DEMO_SELLER, sub: DEMO_SELLER.id });
  }
  await createProfileIfAbsent(db, dealer);

  if (!(await findUserByEmail(cognito, userPoolId, DEMO_BUYER.email))) {
    await createConfirmedUser(cognito, userPoolId, { ...DEMO_BUYER, sub: DEMO_BUYER.id });
  }
  await createProfileIfAbsent(
    db,
    newProfile(
      { id: DEMO_BUYER.id, email: DEMO_BUYER.email, fullName: DEMO_BUYER.fullName },
      new Date(),
    ),
  );
  await seedDemoSavedSearches(db, new Date());
  await seedDemoSavedVans(db, DEMO_BUYER.id, new Date());
  // After both accounts exist: conversations between them, and with other buyers and a dealer.
  await seedDemoMessages(db, new Date());
  return [
    { role: 'admin', email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    { role: 'seller', email: DEMO_SELLER.email, password: DEMO_SELLER.password },
    { role: 'buyer', email: DEMO_BUYER.email, password: DEMO_BUYER.password },
  ];
}
