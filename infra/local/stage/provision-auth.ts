import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  GroupExistsException,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';

import { PASSWORD_POLICY } from '#shared/auth/password-policy';

export const LOCAL_USER_POOL_NAME = 'vanyard-local';
export const LOCAL_APP_CLIENT_NAME = 'vanyard-web';
import { ADMIN_GROUP } from '#shared/auth/roles';
import { TOKEN_VALIDITY } from '#shared/auth/token-validity';

export { ADMIN_GROUP };

export type UserPoolIds = { id: string; clientId: string };

const idsFile = (dataDir: string) => join(dataDir, 'user-pool.json');

function readSavedIds(dataDir: string): Partial<UserPoolIds> {
  if (!existsSync(idsFile(dataDir))) return {};
  return JSON.parse(readFileSync(idsFile(dataDir), 'utf8')) as Partial<UserPoolIds>;
}

async function findOrCreatePool(
  client: CognitoIdentityProviderClient,
  savedId: string | undefined,
): Promise<string> {
  if (savedId) {
    const found = await client
      .send(new DescribeUserPoolCommand({ UserPoolId: savedId }))
      .catch(() => undefined);
    if (found?.UserPool?.Id) return found.UserPool.Id;
  }
  const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  const existing = pools.UserPools?.find((pool) => pool.Name === LOCAL_USER_POOL_NAME)?.Id;
  if (existing) return existing;
  const created = await client.send(
    new CreateUserPoolCommand({
      PoolName: LOCAL_USER_POOL_NAME,
      // As in AWS: people sign in with their e-mail address, which Cognito verifies by code.
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      // The same policy as the stack's pool (shared/auth/password-policy.ts).
      Policies: {
        PasswordPolicy: {
          MinimumLength: PASSWORD_POLICY.minLength,
          RequireLowercase: PASSWORD_POLICY.requireLowercase,
          RequireUppercase: PASSWORD_POLICY.requireUppercase,
          RequireNumbers: PASSWORD_POLICY.requireDigits,
          RequireSymbols: PASSWORD_POLICY.requireSymbols,
        },
      },
    }),
  );
  if (!created.UserPool?.Id) throw new Error('cognito-local did not return a user pool id');
  return created.UserPool.Id;
}

async function findOrCreateClient(
  client: CognitoIdentityProviderClient,
  poolId: string,
  savedId: string | undefined,
): Promise<string> {
  if (savedId) {
    const found = await client
      .send(new DescribeUserPoolClientCommand({ UserPoolId: poolId, ClientId: savedId }))
      .catch(() => undefined);
    if (found?.UserPoolClient?.ClientId) return found.UserPoolClient.ClientId;
  }
  const clients = await client.send(
    new ListUserPoolClientsCommand({ UserPoolId: poolId, MaxResults: 60 }),
  );
  const existing = clients.UserPoolClients?.find(
    (app) => app.ClientName === LOCAL_APP_CLIENT_NAME,
  )?.ClientId;
  if (existing) return existing;
  const created = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: poolId,
      ClientName: LOCAL_APP_CLIENT_NAME,
      GenerateSecret: false,
      // cognito-local has no SRP, so the SPA signs in with USER_PASSWORD_AUTH on this stage.
      ExplicitAuthFlows: [
        'ALLOW_USER_PASSWORD_AUTH',
        'ALLOW_USER_SRP_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
      ],
      IdTokenValidity: TOKEN_VALIDITY.idTokenMinutes,
      AccessTokenValidity: TOKEN_VALIDITY.accessTokenMinutes,
      RefreshTokenValidity: TOKEN_VALIDITY.refreshTokenDays,
      TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'days' },
    }),
  );
  if (!created.UserPoolClient?.ClientId)
    throw new Error('cognito-local did not return a client id');
  return created.UserPoolClient.ClientId;
}

/**
 * The local user pool, its app client and the `admin` group: found again on every later start
 * (ids kept in `<dataDir>/user-pool.json`, names as a fallback), created on the first.
 */
export async function provisionAuth(
  client: CognitoIdentityProviderClient,
  dataDir: string,
): Promise<UserPoolIds> {
  const saved = readSavedIds(dataDir);
  const id = await findOrCreatePool(client, saved.id);
  const clientId = await findOrCreateClient(
    client,
    id,
    saved.id === id ? saved.clientId : undefined,
  );
  try {
    await client.send(
      new CreateGroupCommand({
        UserPoolId: id,
        GroupName: ADMIN_GROUP,
        Description: 'VanYard administrators: moderation and settings screens.',
      }),
    );
  } catch (error) {
    if (!(error instanceof GroupExistsException)) throw error;
  }
  const ids = { id, clientId };
  writeFileSync(idsFile(dataDir), JSON.stringify(ids, null, 2) + '\n');
  return ids;
}
