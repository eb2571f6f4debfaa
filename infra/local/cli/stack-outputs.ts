import { execFileSync } from 'node:child_process';
import { stackName } from '../../stack/stage-config';

/** A deployed stage's stack output (e.g. SearchBucketName), through the AWS CLI. */
export function stackOutput(stage: string, key: string, region: string | undefined): string {
  const args = [
    'cloudformation',
    'describe-stacks',
    '--stack-name',
    stackName(stage),
    '--query',
    `Stacks[0].Outputs[?OutputKey=='${key}'].OutputValue`,
    '--output',
    'text',
    ...(region ? ['--region', region] : []),
  ];
  let out: string;
  try {
    out = execFileSync('aws', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    throw new Error(
      `Could not read the stack output ${key} of ${stackName(stage)} with the AWS CLI ` +
        `(${error instanceof Error ? error.message.split('\n')[0] : String(error)}).`,
    );
  }
  const value = out.trim();
  if (!value || value === 'None') {
    throw new Error(`${stackName(stage)} has no ${key} output: deploy it first`);
  }
  return value;
}
