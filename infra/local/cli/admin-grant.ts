/**
 * npm run admin:grant -- EMAIL                                   the local stage (.data)
 * npm run admin:grant -- EMAIL --stage NAME [--region R]         a deployed stage
 *
 * Adds the account with this e-mail address to the `admin` group, so it sees the admin screens
 * and may call the admin API, and marks its profile's role admin (what Admin Users shows). The
 * account must exist (signed up). Takes effect at the user's next sign-in or token refresh
 * (within an hour). Locally it uses the running stage's cognito-local and DynamoDB Local, or
 * starts them on the data; for a deployed stage it uses your AWS credentials, the stack output
 * UserPoolId and the stage's table.
 */
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { setProfileRole } from '#lambdas/account/account-repo';
import { attributeOf, grantAdmin } from '../stage/auth/cognito-users';
import { readCommandLine, runCommand, UsageError } from './command-line';
import { resolveTarget, targetOptions } from './target';

const USAGE = `Usage:
  npm run admin:grant -- EMAIL [--data-dir .data]
  npm run admin:grant -- EMAIL --stage NAME [--region eu-west-2]

  EMAIL            an existing account's e-mail address
  --data-dir DIR   the local stage's data (default: <repo>/.data)
  --stage NAME     a deployed stage, with your AWS credentials (user pool: stack output UserPoolId)
  --region R       the deployed stage's region (default: your AWS configuration's)
`;

async function main(): Promise<void> {
  const { values, argument } = readCommandLine({
    usage: USAGE,
    argument: 'EMAIL',
    options: {
      ...targetOptions('data-dir', 'stage', 'region'),
    },
  });
  const email = argument.trim().toLowerCase();
  if (!email.includes('@')) throw new UsageError(`${argument} is not an e-mail address`);
  const target = await resolveTarget(values, {
    services: ['cognito', 'dynamodb'],
  });
  try {
    const user = await grantAdmin(target.cognito, target.userPoolId(), email);
    const userId = attributeOf(user, 'sub');
    if (userId) {
      const db = {
        client: DynamoDBDocumentClient.from(target.dynamodb),
        tableName: target.table(),
      };
      await setProfileRole(db, userId, 'admin');
    }
    process.stdout.write(
      `${email} is now an admin of ${target.local ? 'the local stage' : `stage ${target.stage}`}: it takes effect at their next sign-in.\n`,
    );
  } finally {
    await target.stop();
  }
}

runCommand({ usage: USAGE, failure: 'Granting admin failed' }, main);
