import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCommandLine, UsageError, wholeNumber } from '#infra/local/cli/command-line';
import { chooseTarget, TARGET_OPTIONS } from '#infra/local/cli/target';
import { REPO_ROOT } from '#infra/local/repo-root';

const command = {
  usage: 'Usage: test -- EMAIL [--stage NAME]',
  argument: 'EMAIL',
  options: { stage: TARGET_OPTIONS.stage, dry: { type: 'boolean', default: false } },
} as const;

describe('parseCommandLine', () => {
  it('reads options, inline values and the one argument', () => {
    expect(parseCommandLine(command, ['a@b.example', '--stage=prod', '--dry'])).toEqual({
      values: { stage: 'prod', dry: true },
      argument: 'a@b.example',
    });
  });

  it('answers help for --help or -h, whatever else is there', () => {
    expect(parseCommandLine(command, ['--help'])).toBe('help');
    expect(parseCommandLine(command, ['--nonsense', '-h'])).toBe('help');
  });

  it('says in one sentence what is wrong with the command line', () => {
    const error = (argv: string[]) => {
      try {
        parseCommandLine(command, argv);
      } catch (caught) {
        expect(caught).toBeInstanceOf(UsageError);
        return (caught as Error).message;
      }
      throw new Error('no error');
    };
    expect(error(['a@b.example', '--frobnicate'])).toBe('Unknown option --frobnicate');
    expect(error(['a@b.example', '--stage'])).toBe('--stage needs a value');
    expect(error(['a@b.example', '--dry=yes'])).toBe('--dry takes no value');
    expect(error([])).toBe('Missing EMAIL');
    expect(error(['a@b.example', 'c@d.example'])).toBe('One EMAIL only (also got c@d.example)');
    expect(() => parseCommandLine({ usage: '', options: {} }, ['extra'])).toThrow(
      'Unexpected argument extra',
    );
  });
});

describe('wholeNumber', () => {
  it('accepts whole numbers in the range and explains anything else', () => {
    expect(wholeNumber('--count', '12', { min: 0 })).toBe(12);
    expect(wholeNumber('--seed', '-3')).toBe(-3);
    expect(() => wholeNumber('--count', '1.5', { min: 0 })).toThrow(
      '--count needs a whole number of at least 0 (got 1.5)',
    );
    expect(() => wholeNumber('--concurrency', '65', { min: 1, max: 64 })).toThrow(
      '--concurrency needs a whole number from 1 to 64 (got 65)',
    );
    expect(() => wholeNumber('--port', '', { min: 1 })).toThrow(UsageError);
  });
});

describe('chooseTarget', () => {
  it('defaults to the local stage data in the repository', () => {
    expect(chooseTarget({}, ['dynamodb'])).toEqual({
      kind: 'local',
      dataDir: join(REPO_ROOT, '.data'),
    });
  });

  it('takes emulators, a deployed stage or the AWS account from the flags', () => {
    expect(
      chooseTarget({ endpoint: 'http://a', 's3-endpoint': 'http://b' }, ['dynamodb', 's3']),
    ).toEqual({ kind: 'emulators', dynamodb: 'http://a', s3: 'http://b' });
    expect(chooseTarget({ stage: 'prod', region: 'eu-west-2' }, ['cognito'])).toEqual({
      kind: 'deployed',
      stage: 'prod',
      region: 'eu-west-2',
    });
    expect(chooseTarget({ aws: true }, ['dynamodb'])).toEqual({ kind: 'deployed' });
  });

  it('refuses flags that contradict each other', () => {
    expect(() => chooseTarget({ endpoint: 'http://a' }, ['dynamodb', 's3'])).toThrow(
      'Give both --endpoint (DynamoDB) and --s3-endpoint, or neither',
    );
    expect(() => chooseTarget({ stage: 'prod', endpoint: 'http://a' }, ['dynamodb'])).toThrow(
      UsageError,
    );
    expect(() => chooseTarget({ aws: true, endpoint: 'http://a' }, ['dynamodb'])).toThrow(
      'Give --endpoint or --aws, not both',
    );
    expect(() => chooseTarget({ region: 'eu-west-2' }, ['dynamodb'])).toThrow(
      '--region is for a deployed stage',
    );
  });
});
