import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Spawns an emulator so it cannot outlive this process. On Linux it runs under
 * `setpriv --pdeathsig SIGTERM`, which makes the kernel signal it even when this process is
 * killed with SIGKILL (no exit handler runs then). setpriv execs the command, so the child's pid
 * is the emulator's own and `kill` reaches it directly.
 */
export function spawnTiedToParent(
  command: string,
  args: string[],
  options: Pick<SpawnOptions, 'cwd' | 'env'> = {},
): ChildProcess {
  const usePdeathsig = process.platform === 'linux' && existsSync('/usr/bin/setpriv');
  const [file, argv] = usePdeathsig
    ? ['setpriv', ['--pdeathsig', 'SIGTERM', command, ...args]]
    : [command, args];
  return spawn(file, argv, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Keeps the last `limit` characters of a child's output, for the error message if it dies. */
export function captureTail(child: ChildProcess, limit = 20_000): () => string {
  let output = '';
  const append = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-limit);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  return () => output;
}

export function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** SIGTERM, then SIGKILL after the grace period; resolves once the process is gone. */
export function stopChild(child: ChildProcess, graceMs = 5_000): Promise<void> {
  return new Promise<void>((resolve) => {
    if (hasExited(child) || child.pid === undefined) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    timer.unref();
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Resolves when the child exits, saying how ('exit code 137', 'signal SIGKILL'). */
export function exitOf(child: ChildProcess): Promise<string> {
  const how = () =>
    child.signalCode ? `signal ${child.signalCode}` : `exit code ${String(child.exitCode)}`;
  if (hasExited(child)) return Promise.resolve(how());
  return new Promise((resolve) => child.once('exit', () => resolve(how())));
}
