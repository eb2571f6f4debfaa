import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  ListUsersCommand,
  type CognitoIdentityProviderClient,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';

import { ADMIN_GROUP } from '#shared/auth/roles';

/** The user whose e-mail address this is, if any (a pool signs people in by e-mail). */
export async function findUserByEmail(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  email: string,
): Promise<UserType | undefined> {
  const { Users } = await client.send(
    new ListUsersCommand({
      UserPoolId: userPoolId,
      Filter: `email = "${email.replace(/"/g, '')}"`,
      Limit: 2,
    }),
  );
  return Users?.find((user) =>
    user.Attributes?.some(
      (a) => a.Name === 'email' && a.Value?.toLowerCase() === email.toLowerCase(),
    ),
  );
}

export function attributeOf(user: UserType, name: string): string | undefined {
  return user.Attributes?.find((a) => a.Name === name)?.Value;
}

/** Adds the user with this e-mail address to the `admin` group; throws when there is none. */
export async function grantAdmin(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  email: string,
): Promise<UserType> {
  const user = await findUserByEmail(client, userPoolId, email);
  if (!user?.Username) throw new Error(`No account uses ${email}: the user must sign up first.`);
  await client.send(
    new AdminAddUserToGroupCommand({
      UserPoolId: userPoolId,
      Username: user.Username,
      GroupName: ADMIN_GROUP,
    }),
  );
  return user;
}

/**
 * A confirmed account with a permanent password and a verified e-mail address, as if its owner
 * had signed up (local demo accounts). `sub` fixes the user id: cognito-local accepts one, so a
 * demo seller's account owns the demo listings already stored under that id.
 */
export async function createConfirmedUser(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  user: { email: string; password: string; fullName: string; sub?: string },
): Promise<void> {
  await client.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: user.email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: user.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'name', Value: user.fullName },
        ...(user.sub ? [{ Name: 'sub', Value: user.sub }] : []),
      ],
    }),
  );
  const created = await findUserByEmail(client, userPoolId, user.email);
  await client.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: created?.Username ?? user.email,
      Password: user.password,
      Permanent: true,
    }),
  );
}
