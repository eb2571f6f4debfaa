import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { freePort, waitFor } from '../ports';
import { captureTail, exitOf, hasExited, spawnTiedToParent, stopChild } from './child-process';
import type { RunningEmulator } from './dynamodb';

/**
 * The issuer (`iss`) of local tokens. Fixed rather than derived from the emulator's port, which
 * changes every start: a token a browser kept from the last run still verifies after a restart.
 * It is only compared, never fetched (the gateway reads the JWKS from the real endpoint).
 */
export const LOCAL_ISSUER_DOMAIN = 'http://cognito.localhost';

function cognitoLocalBin(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('cognito-local')), 'bin', 'start.js');
}

/** Cognito triggers, as cognito-local calls them: a Lambda Invoke endpoint and function names. */
export type CognitoTriggers = {
  lambdaEndpoint: string;
  /** Trigger name ('PostConfirmation') to function name. */
  functions: Record<string, string>;
};

/** cognito-local reads `.cognito/config.json`; keep whatever else someone put in it. */
function writeConfig(
  cwd: string,
  issuerDomain: string,
  triggers: CognitoTriggers | undefined,
): void {
  const dir = join(cwd, '.cognito');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'config.json');
  const current = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)
    : {};
  const tokenConfig = (current.TokenConfig ?? {}) as Record<string, unknown>;
  const next = {
    ...current,
    TokenConfig: { ...tokenConfig, IssuerDomain: issuerDomain },
    // Rewritten on every start: the endpoint's port changes.
    LambdaClient: {
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      region: 'local',
      ...(triggers ? { endpoint: triggers.lambdaEndpoint } : {}),
    },
    TriggerFunctions: triggers?.functions ?? {},
  };
  writeFileSync(file, JSON.stringify(next, null, 2) + '\n');
}

/**
 * Starts cognito-local as a child process storing its pools under `<dataDir>/.cognito` (it always
 * uses ./.cognito of its working directory). It prints codes instead of e-mailing them; the
 * stage mails them from the pool file (auth/code-mail.ts).
 */
export async function startCognitoLocal(options: {
  dataDir: string;
  port?: number;
  issuerDomain?: string;
  triggers?: CognitoTriggers;
}): Promise<RunningEmulator & { issuerDomain: string; exited: Promise<string> }> {
  const port = options.port ?? (await freePort());
  const issuerDomain = options.issuerDomain ?? LOCAL_ISSUER_DOMAIN;
  mkdirSync(options.dataDir, { recursive: true });
  writeConfig(options.dataDir, issuerDomain, options.triggers);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    // It prints the AWS SDK v2 end-of-support notice on every start; nothing to act on here.
    NODE_NO_WARNINGS: '1',
  };
  // CODE would make every code the same; the demo stage wants real, random ones.
  delete env.CODE;
  const child = spawnTiedToParent(process.execPath, [cognitoLocalBin()], {
    cwd: options.dataDir,
    env,
  });
  const output = captureTail(child);
  let spawnError: Error | undefined;
  child.on('error', (error) => (spawnError = error));
  const died = () =>
    spawnError ??
    (hasExited(child) ? new Error(`cognito-local exited during start:\n${output()}`) : undefined);

  const endpoint = `http://127.0.0.1:${port}`;
  try {
    await waitFor(async () => (await fetch(`${endpoint}/health`)).ok, {
      timeoutMs: 30_000,
      intervalMs: 100,
      what: 'cognito-local',
      failure: died,
    });
  } catch (error) {
    await stopChild(child, 0);
    throw died() ?? error;
  }
  return { endpoint, port, issuerDomain, stop: () => stopChild(child), exited: exitOf(child) };
}
