import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { S3Client } from '@aws-sdk/client-s3';
import {
  attributeOf,
  createConfirmedUser,
  findUserByEmail,
  grantAdmin,
} from '#infra/local/stage/auth/cognito-users';
import { startCognitoLocal } from '#infra/local/stage/emulators/cognito';
import {
  LOCAL_CREDENTIALS,
  LOCAL_REGION,
  type RunningEmulator,
} from '#infra/local/stage/emulators/dynamodb';
import { startS3Local } from '#infra/local/stage/emulators/s3';
import { provisionAuth } from '#infra/local/stage/provision-auth';
import { resetAdminMirrors } from '#lambdas/admin/mirror/admin-mirror';
import { resetContainer } from '#lambdas/container';
import type { Db } from '#lambdas/platform/db';
import { setProfileRole } from '#lambdas/account/account-repo';
import { createProfileIfAbsent } from '#lambdas/account/profiles-repo';
import { newProfile } from '#lambdas/account/own-profile';
import { ADMIN_GROUP } from '#shared/auth/roles';
import { answerOf, apiEvent, type Answer, type Handler } from '../../support/api-event';
import { startLocalTable, type LocalTable } from '../../support/local-table';

/** An account on cognito-local with its profile, as the screens' and the tests' actors. */
export type Person = {
  id: string;
  email: string;
  name: string;
  /** The verified claims API Gateway would hand the handler for this person's ID token. */
  claims: Record<string, unknown>;
};

export type UsersEmulators = {
  table: LocalTable;
  db: Db;
  cognito: CognitoIdentityProviderClient;
  s3: S3Client;
  userPool: { id: string; clientId: string };
  exportsBucket: string;
  /** A confirmed account (an admin when asked) with its profile. */
  person(options?: { admin?: boolean; name?: string }): Promise<Person>;
  /** Whether Cognito has the account in the admin group, and enabled. */
  account(person: Person): Promise<{ admin: boolean; enabled: boolean }>;
  /** Signs in with the account's password: the ID token, or the error's name. */
  signIn(email: string): Promise<string>;
  stop(): Promise<void>;
};

const PASSWORD = 'admin-tests-2026';
let people = 0;

/**
 * DynamoDB Local (the real table), cognito-local (a pool as the local stage provisions it) and
 * s3rver (the exports bucket), with the environment the admin user handlers read: the handlers
 * are then called directly, as API Gateway calls them.
 */
export async function startUsersEmulators(
  options: { streams?: boolean } = {},
): Promise<UsersEmulators> {
  const table = await startLocalTable(undefined, options);
  const dataDir = mkdtempSync(join(tmpdir(), 'vy-admin-users-'));
  const exportsBucket = 'vanyard-test-exports';
  const emulators: RunningEmulator[] = [];
  try {
    const cognitoEmulator = await startCognitoLocal({ dataDir: join(dataDir, 'cognito') });
    emulators.push(cognitoEmulator);
    const s3Emulator = await startS3Local({
      dataDir: join(dataDir, 's3'),
      buckets: [exportsBucket],
    });
    emulators.push(s3Emulator);
    const client = { region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
    const cognito = new CognitoIdentityProviderClient({
      ...client,
      endpoint: cognitoEmulator.endpoint,
    });
    const userPool = await provisionAuth(cognito, dataDir);
    const s3 = new S3Client({ ...client, endpoint: s3Emulator.endpoint, forcePathStyle: true });
    Object.assign(process.env, {
      USER_POOL_ID: userPool.id,
      EXPORTS_BUCKET: exportsBucket,
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognitoEmulator.endpoint,
      AWS_ENDPOINT_URL_S3: s3Emulator.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
    });
    // Clients made for an earlier test file's emulators must not be reused.
    resetContainer();
    resetAdminMirrors();

    const db = table.db;
    return {
      table,
      db,
      cognito,
      s3,
      userPool,
      exportsBucket,
      async person(options = {}) {
        const n = ++people;
        const email = `person${n}.${Date.now()}@example.org`;
        const name = options.name ?? `Person ${n}`;
        await createConfirmedUser(cognito, userPool.id, {
          email,
          password: PASSWORD,
          fullName: name,
        });
        if (options.admin) await grantAdmin(cognito, userPool.id, email);
        const user = await findUserByEmail(cognito, userPool.id, email);
        const id = attributeOf(user!, 'sub')!;
        await createProfileIfAbsent(db, newProfile({ id, email, fullName: name }, new Date()));
        // As `npm run admin:grant` leaves it: the profile mirrors the group.
        if (options.admin) await setProfileRole(db, id, 'admin');
        return {
          id,
          email,
          name,
          claims: {
            sub: id,
            email,
            name,
            ...(options.admin ? { 'cognito:groups': `[${ADMIN_GROUP}]` } : {}),
          },
        };
      },
      async account(person) {
        // By user name, which is the sub: cognito-local lists groups by the name it is given.
        const user = await cognito.send(
          new AdminGetUserCommand({ UserPoolId: userPool.id, Username: person.id }),
        );
        const { Groups } = await cognito.send(
          new AdminListGroupsForUserCommand({ UserPoolId: userPool.id, Username: person.id }),
        );
        return {
          admin: (Groups ?? []).some((group) => group.GroupName === ADMIN_GROUP),
          enabled: user.Enabled !== false,
        };
      },
      async signIn(email) {
        try {
          const result = await cognito.send(
            new InitiateAuthCommand({
              ClientId: userPool.clientId,
              AuthFlow: 'USER_PASSWORD_AUTH',
              AuthParameters: { USERNAME: email, PASSWORD },
            }),
          );
          return result.AuthenticationResult?.IdToken ?? 'no token';
        } catch (error) {
          return error instanceof Error ? error.name : String(error);
        }
      },
      async stop() {
        resetContainer();
        resetAdminMirrors();
        cognito.destroy();
        s3.destroy();
        for (const emulator of emulators.reverse()) await emulator.stop();
        await table.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    for (const emulator of emulators.reverse()) await emulator.stop();
    await table.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** Calls a handler as API Gateway would, and reads its JSON answer. */
export async function call(
  handler: Handler,
  method: string,
  path: string,
  options: Parameters<typeof apiEvent>[2] & { json?: unknown } = {},
): Promise<Answer> {
  const { json, ...rest } = options;
  return answerOf(
    handler,
    apiEvent(method, path, {
      ...rest,
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    }),
  );
}
