#!/usr/bin/env node
// Finds a Chromium for the browser tests, or installs Debian's package when running as root.
// Playwright's own browser download does not work on offline machines, so we never use it.
//
// `--headless-shell` (the browser tests): prefers Chromium's headless shell, the build of
// Chromium without the desktop browser around it that Playwright itself runs headless tests in.
// It loads and hydrates a page for about 40 % of the CPU the full browser's headless mode uses
// (decision 063), and the browser tests are bound by CPU. Without it (Lighthouse, screenshots),
// or when the shell cannot be had, the full browser.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const FULL = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];
const SHELL = ['/usr/bin/chromium-headless-shell'];

export function findChromium({ headlessShell = false } = {}) {
  const candidates = [process.env.CHROMIUM_PATH, ...(headlessShell ? SHELL : []), ...FULL];
  return candidates.filter(Boolean).find((path) => existsSync(path));
}

function canInstall() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  return isRoot && hasApt;
}

/** Installs Debian packages; false (with apt's own message) when apt cannot. */
function aptInstall(packages) {
  console.error(`Installing Debian package(s) ${packages.join(', ')} with apt-get (one time)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // apt's output goes to stderr: stdout carries only the path, which `npm test` reads.
  const options = { stdio: ['ignore', 2, 2], env };
  try {
    execFileSync('apt-get', ['install', '-y', '-qq', ...packages], options);
  } catch {
    try {
      execFileSync('apt-get', ['update', '-qq'], options);
      execFileSync('apt-get', ['install', '-y', '-qq', ...packages], options);
    } catch {
      return false;
    }
  }
  return true;
}

const headlessShell = process.argv.includes('--headless-shell');
let found = findChromium({ headlessShell });
if (!found && canInstall()) {
  aptInstall(['chromium', 'fonts-liberation']);
  found = findChromium({ headlessShell });
}
// The shell is only faster, never required: without it the tests run in the full browser. It is
// installed only when apt already knows the package (Debian has it beside `chromium`), so a
// machine without it does not pay an apt-get update on every run.
const aptKnows = (name) => spawnSync('apt-cache', ['show', name], { stdio: 'ignore' }).status === 0;
if (
  headlessShell &&
  !process.env.CHROMIUM_PATH &&
  !SHELL.includes(found) &&
  canInstall() &&
  aptKnows('chromium-headless-shell')
) {
  if (aptInstall(['chromium-headless-shell'])) found = findChromium({ headlessShell });
  else console.error('chromium-headless-shell not installed: using the full Chromium.');
}
if (!found) {
  console.error(
    'No Chromium found for the browser tests. Install one (Debian/Ubuntu: sudo apt-get install chromium) ' +
      'or set CHROMIUM_PATH to its executable.',
  );
  process.exit(1);
}
console.log(found);
