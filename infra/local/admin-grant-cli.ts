/**
 * npm run admin:grant -- EMAIL                                   the local stage (.data)
 * npm run admin:grant -- EMAIL --stage NAME [--region R]         a deployed stage
 *
 * Adds the account with this e-mail address to the `admin` group, so it sees the admin screens
 * and may call the admin API. The account must exist (signed up). Takes effect at the user's
 * next sign-in or token refresh (within an hour). Locally it uses the running stage's
 * cognito-local, or starts one on the data; for a deployed stage it uses your AWS credentials and
 * the stack output UserPoolId.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { grantAdmin } from './auth/cognito-users';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './emulators/dynamodb';
import { startCognitoLocal } from './emulators/cognito';
import { stackOutput } from './stack-outputs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const USAGE = `Usage:
  npm run admin:grant -- EMAIL [--data-dir .data]
  npm run admin:grant -- EMAIL --stage NAME [--region eu-west-2]
`;

type Target = {
  client: CognitoIdentityProviderClient;
  userPoolId: string;
  stop: () => Promise<void>;
};

function runningCognito(dataDir: string): string | undefined {
  try {
    const stage = JSON.parse(readFileSync(join(dataDir, 'stage.json'), 'utf8')) as {
      endpoints?: { cognito?: unknown };
    };
    return typeof stage.endpoints?.cognito === 'string' ? stage.endpoints.cognito : undefined;
  } catch {
    return undefined;
  }
}

async function localTarget(dataDir: string): Promise<Target> {
  const idsFile = join(dataDir, 'user-pool.json');
  if (!existsSync(idsFile)) {
    throw new Error(`No local user pool in ${dataDir}: run \`npm start\` once first.`);
  }
  const { id } = JSON.parse(readFileSync(idsFile, 'utf8')) as { id: string };
  const running = runningCognito(dataDir);
  const emulator = running
    ? undefined
    : await startCognitoLocal({ dataDir: join(dataDir, 'cognito') });
  const client = new CognitoIdentityProviderClient({
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
    endpoint: running ?? emulator!.endpoint,
  });
  return {
    client,
    userPoolId: id,
    stop: async () => {
      client.destroy();
      await emulator?.stop();
    },
  };
}

function deployedTarget(stage: string, region: string | undefined): Target {
  const client = new CognitoIdentityProviderClient(region ? { region } : {});
  return {
    client,
    userPoolId: stackOutput(stage, 'UserPoolId', region),
    stop: async () => client.destroy(),
  };
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      stage: { type: 'string' },
      region: { type: 'string' },
      'data-dir': { type: 'string', default: resolve(repoRoot, '.data') },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const email = positionals[0]?.trim().toLowerCase();
  if (values.help || !email || positionals.length !== 1) {
    process.stdout.write(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const dataDir = isAbsolute(values['data-dir']) ? values['data-dir'] : resolve(values['data-dir']);
  const target = values.stage
    ? deployedTarget(values.stage, values.region)
    : await localTarget(dataDir);
  try {
    await grantAdmin(target.client, target.userPoolId, email);
    process.stdout.write(
      `${email} is now an admin of ${values.stage ? `stage ${values.stage}` : 'the local stage'}: it takes effect at their next sign-in.\n`,
    );
  } finally {
    await target.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Granting admin failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
