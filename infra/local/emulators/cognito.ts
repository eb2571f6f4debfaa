import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { freePort, waitFor } from '../ports';
import { captureTail, hasExited, spawnTiedToParent, stopChild } from './child-process';
import { createCodeOutputParser, type CodeDelivery } from './cognito-code-output';
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

/** cognito-local reads `.cognito/config.json`; keep whatever else someone put in it. */
function writeConfig(cwd: string, issuerDomain: string): void {
  const dir = join(cwd, '.cognito');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'config.json');
  const current = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)
    : {};
  const tokenConfig = (current.TokenConfig ?? {}) as Record<string, unknown>;
  const next = { ...current, TokenConfig: { ...tokenConfig, IssuerDomain: issuerDomain } };
  writeFileSync(file, JSON.stringify(next, null, 2) + '\n');
}

/**
 * Starts cognito-local as a child process storing its pools under `<dataDir>/.cognito` (it always
 * uses ./.cognito of its working directory). Codes it prints instead of sending e-mail are
 * handed to `onCodeDelivery`.
 */
export async function startCognitoLocal(options: {
  dataDir: string;
  port?: number;
  issuerDomain?: string;
  onCodeDelivery?: (delivery: CodeDelivery) => void;
}): Promise<RunningEmulator & { issuerDomain: string }> {
  const port = options.port ?? (await freePort());
  const issuerDomain = options.issuerDomain ?? LOCAL_ISSUER_DOMAIN;
  mkdirSync(options.dataDir, { recursive: true });
  writeConfig(options.dataDir, issuerDomain);

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
  const parse = createCodeOutputParser((delivery) => options.onCodeDelivery?.(delivery));
  child.stdout?.on('data', parse);
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
  return { endpoint, port, issuerDomain, stop: () => stopChild(child) };
}
