import {
  AdminAddUserToGroupCommand,
  AdminLinkProviderForUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_GROUP } from '#shared/auth/roles';

let client: CognitoIdentityProviderClient | undefined;

/**
 * One Cognito client per container. On the local stage the endpoint comes from the SDK's own
 * `AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER` (cognito-local), as DynamoDB's does.
 */
export function cognito(): CognitoIdentityProviderClient {
  client ??= new CognitoIdentityProviderClient({});
  return client;
}

export function resetCognito(): void {
  client?.destroy();
  client = undefined;
}

/** The account actions the admin routes take on the stage's user pool, by user id (`sub`). */
export type Accounts = {
  /**
   * The pool's user name of the account whose `sub` this is, or undefined when there is none
   * (a demo or imported seller who never signed up).
   */
  usernameOf(userId: string): Promise<string | undefined>;
  setAdmin(username: string, admin: boolean): Promise<void>;
  /** Refuses the account's sign-in and revokes its refresh tokens. */
  disable(username: string): Promise<void>;
  enable(username: string): Promise<void>;
};

/**
 * Whether cognito-local (the local stage) answered that it has no such operation: it has no
 * global sign-out, and its refresh tokens then simply live on until they expire.
 */
function unsupportedByEmulator(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('Cognito Local unsupported feature');
}

export function cognitoAccounts(
  pool: CognitoIdentityProviderClient,
  userPoolId: string,
  warn: (message: string, detail: Record<string, unknown>) => void = () => undefined,
): Accounts {
  return {
    async usernameOf(userId) {
      // The user name is not always the sub: a Google account's is `Google_{id}`. A filter on
      // `sub` finds either (and works on cognito-local, which stores users by e-mail).
      const { Users } = await pool.send(
        new ListUsersCommand({
          UserPoolId: userPoolId,
          Filter: `sub = "${userId.replace(/["\\]/g, '')}"`,
          Limit: 1,
        }),
      );
      return Users?.[0]?.Username;
    },
    async setAdmin(username, admin) {
      const input = { UserPoolId: userPoolId, Username: username, GroupName: ADMIN_GROUP };
      await pool.send(
        admin ? new AdminAddUserToGroupCommand(input) : new AdminRemoveUserFromGroupCommand(input),
      );
    },
    async disable(username) {
      await pool.send(new AdminDisableUserCommand({ UserPoolId: userPoolId, Username: username }));
      try {
        await pool.send(
          new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId, Username: username }),
        );
      } catch (error) {
        if (!unsupportedByEmulator(error)) throw error;
        warn('The user pool has no global sign-out; refresh tokens stay until they expire', {
          username,
        });
      }
    },
    async enable(username) {
      await pool.send(new AdminEnableUserCommand({ UserPoolId: userPoolId, Username: username }));
    },
  };
}

/**
 * The pool as the pre-sign-up trigger sees it (lambdas/account/link-federated-sign-up.ts): the
 * password account using an address, and the link of a provider's identity to it.
 */
export function federatedPool(pool: CognitoIdentityProviderClient, userPoolId: string) {
  return {
    async nativeUsernameByEmail(email: string): Promise<string | undefined> {
      const { Users } = await pool.send(
        new ListUsersCommand({
          UserPoolId: userPoolId,
          Filter: `email = "${email.replace(/["\\]/g, '')}"`,
          Limit: 10,
        }),
      );
      // A federated account with the address (made before linking existed) is no target.
      return Users?.find((user) => user.UserStatus !== 'EXTERNAL_PROVIDER')?.Username;
    },
    async linkProvider(nativeUsername: string, providerName: string, providerUserId: string) {
      await pool.send(
        new AdminLinkProviderForUserCommand({
          UserPoolId: userPoolId,
          DestinationUser: { ProviderName: 'Cognito', ProviderAttributeValue: nativeUsername },
          SourceUser: {
            ProviderName: providerName,
            ProviderAttributeName: 'Cognito_Subject',
            ProviderAttributeValue: providerUserId,
          },
        }),
      );
    },
  };
}
