#!/usr/bin/env node
// Finds a Chromium for the browser tests, or installs Debian's package when running as root.
// Playwright's own browser download does not work on offline machines, so we never use it.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
].filter(Boolean);

export function findChromium() {
  return CANDIDATES.find((path) => existsSync(path));
}

function installWithApt() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) return false;
  console.error(
    'Chromium not found: installing Debian package "chromium" with apt-get (one time)...',
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-liberation'], {
    stdio: 'inherit',
    env,
  });
  return true;
}

const found = findChromium() ?? (installWithApt() ? findChromium() : undefined);
if (!found) {
  console.error(
    'No Chromium found for the browser tests. Install one (Debian/Ubuntu: sudo apt-get install chromium) ' +
      'or set CHROMIUM_PATH to its executable.',
  );
  process.exit(1);
}
console.log(found);
