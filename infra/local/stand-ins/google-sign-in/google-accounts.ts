import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  type CognitoIdentityProviderClient,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  GOOGLE_PROVIDER,
  GOOGLE_UNVERIFIED_MESSAGE,
  federatedSignUpDecision,
  type TokenIdentity,
} from '#shared/auth/google-sign-in';
import { USER_DISABLED_MESSAGE } from '../../stage/auth/disabled-accounts';
import { attributeOf, findUserByEmail } from '../../stage/auth/cognito-users';
import type { GoogleIdentity } from './authorization-codes';
import type { TokenSubject } from './hosted-ui-tokens';

/** A stable, Google-like subject (21 digits) for an address on this stage. */
export function googleSubFor(email: string): string {
  const digest = createHash('sha256').update(email.trim().toLowerCase()).digest();
  return '1' + digest.readBigUInt64BE(0).toString().padStart(20, '0').slice(0, 20);
}

/** What Cognito keeps of a Google identity: which pool user it signs into, and since when. */
type Link = { username: string; primary: 'true' | 'false'; dateCreated: string };

/**
 * The links between Google identities and the pool's users (cognito-local has no federation):
 * a small JSON file in the data directory, written whole and renamed into place.
 */
function linkStore(file: string) {
  const read = (): Record<string, Link> =>
    existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, Link>) : {};
  return {
    get: (googleSub: string): Link | undefined => read()[googleSub],
    byUsername: (username: string) =>
      Object.entries(read()).find(([, link]) => link.username === username),
    put(googleSub: string, link: Link) {
      const links = { ...read(), [googleSub]: link };
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(`${file}.tmp`, JSON.stringify(links, null, 2) + '\n');
      renameSync(`${file}.tmp`, file);
    },
  };
}

export type SignInOutcome = { ok: true; subject: TokenSubject } | { ok: false; message: string };

/** Cognito's post-confirmation event for an account made by a federated sign-in. */
export type ConfirmedTrigger = (event: Record<string, unknown>) => Promise<unknown>;

/**
 * The stand-in's side of the user pool: a Google identity's account, found through its link,
 * linked to the password account with its e-mail (the shared rule the AWS pre-sign-up trigger
 * applies), or made for a new person, with the profile the post-confirmation trigger gives every
 * new account. Nothing is made or linked for an unverified address or a disabled account.
 */
export function googleAccounts(options: {
  cognito: CognitoIdentityProviderClient;
  userPoolId: string;
  linksFile: string;
  postConfirmation: ConfirmedTrigger;
  now?: () => number;
}) {
  const { cognito, userPoolId } = options;
  const links = linkStore(options.linksFile);
  const now = options.now ?? Date.now;

  const userByName = (username: string) =>
    cognito
      .send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }))
      .catch(() => undefined);

  async function subjectOf(
    user: { Username?: string; Enabled?: boolean; Attributes?: UserType['Attributes'] },
    googleSub: string,
    link: Link,
  ): Promise<SignInOutcome> {
    if (user.Enabled === false) return { ok: false, message: USER_DISABLED_MESSAGE };
    const username = user.Username!;
    const { Groups } = await cognito.send(
      new AdminListGroupsForUserCommand({ UserPoolId: userPoolId, Username: username }),
    );
    const attribute = (name: string) => attributeOf(user as UserType, name) ?? '';
    const identity: TokenIdentity = {
      userId: googleSub,
      providerName: GOOGLE_PROVIDER,
      providerType: GOOGLE_PROVIDER,
      issuer: null,
      primary: link.primary,
      dateCreated: link.dateCreated,
    };
    return {
      ok: true,
      subject: {
        username,
        sub: attribute('sub'),
        email: attribute('email'),
        name: attribute('name'),
        groups: (Groups ?? []).flatMap((group) => (group.GroupName ? [group.GroupName] : [])),
        identity,
      },
    };
  }

  return {
    /** The account a linked Google identity signs into (a token refresh); never makes one. */
    async current(googleSub: string): Promise<SignInOutcome> {
      const known = links.get(googleSub);
      const user = known && (await userByName(known.username));
      if (!known || !user) return { ok: false, message: 'This Google sign-in has ended.' };
      return subjectOf(
        { Username: user.Username, Enabled: user.Enabled, Attributes: user.UserAttributes },
        googleSub,
        known,
      );
    },
    /** The Google sign-in's account by the pool's user name (the access token's `username`). */
    async byUsername(username: string): Promise<SignInOutcome> {
      const found = links.byUsername(username);
      if (!found) return { ok: false, message: 'No Google identity signs into this user.' };
      return this.current(found[0]);
    },
    /** The account this Google identity signs into now, linking or making it the first time. */
    async signIn(identity: GoogleIdentity): Promise<SignInOutcome> {
      const profile = { email: identity.email, emailVerified: identity.emailVerified };
      // Refused before anything is looked up, linked or made.
      if (federatedSignUpDecision(profile, undefined).kind === 'refuse-unverified') {
        return { ok: false, message: GOOGLE_UNVERIFIED_MESSAGE };
      }
      const known = links.get(identity.sub);
      if (known) {
        const user = await userByName(known.username);
        if (user) {
          return subjectOf(
            { Username: user.Username, Enabled: user.Enabled, Attributes: user.UserAttributes },
            identity.sub,
            known,
          );
        }
      }
      const existing = identity.email
        ? await findUserByEmail(cognito, userPoolId, identity.email)
        : undefined;
      const decision = federatedSignUpDecision(profile, existing?.Username);
      if (decision.kind === 'refuse-unverified') {
        return { ok: false, message: GOOGLE_UNVERIFIED_MESSAGE };
      }
      const dateCreated = String(now());
      if (decision.kind === 'link') {
        if (existing!.Enabled === false) return { ok: false, message: USER_DISABLED_MESSAGE };
        const link: Link = { username: decision.username, primary: 'false', dateCreated };
        links.put(identity.sub, link);
        return subjectOf(existing!, identity.sub, link);
      }
      const { User } = await cognito.send(
        new AdminCreateUserCommand({
          UserPoolId: userPoolId,
          Username: identity.email,
          MessageAction: 'SUPPRESS',
          UserAttributes: [
            { Name: 'email', Value: identity.email },
            { Name: 'email_verified', Value: 'true' },
            { Name: 'name', Value: identity.name },
          ],
        }),
      );
      const made = User?.Username ? await userByName(User.Username) : undefined;
      if (!made?.Username) throw new Error(`cognito-local did not make ${identity.email}`);
      // Linked at once: a retry after a failing trigger finds this account, never a second.
      const link: Link = { username: made.Username, primary: 'true', dateCreated };
      links.put(identity.sub, link);
      const attributes = Object.fromEntries(
        (made.UserAttributes ?? []).map((a) => [a.Name, a.Value ?? '']),
      );
      // As Cognito calls it for a federated account's first sign-in: the profile, with Google's name.
      await options.postConfirmation({
        version: '1',
        region: 'local',
        userPoolId,
        userName: made.Username,
        triggerSource: 'PostConfirmation_ConfirmSignUp',
        callerContext: { awsSdkVersion: 'local', clientId: 'hosted-ui' },
        request: { userAttributes: { ...attributes, 'cognito:user_status': 'EXTERNAL_PROVIDER' } },
        response: {},
      });
      return subjectOf(
        { Username: made.Username, Enabled: made.Enabled, Attributes: made.UserAttributes },
        identity.sub,
        link,
      );
    },
  };
}
