import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Copy makes no claim it cannot back up (issue 28; docs/decisions/031): no '#1', 'number one',
 * 'the UK's leading ...', 'the best marketplace', no head counts of vans or buyers. Every file a
 * visitor, seller or admin reads words from: the web app and its public files, the shared copy
 * and the server's e-mails.
 */
const ROOT = join(import.meta.dirname, '../../..');
const PLACES = [
  'web/src',
  'web/public',
  'web/index.html',
  'shared',
  'lambdas',
  'infra/local/stage',
];
const TEXT_FILE = /\.(ts|tsx|md|html|json|csv|txt)$/;

const CLAIMS: readonly RegExp[] = [
  /(^|[^&\w])#1\b/,
  /\bno\.\s?1\b/i,
  /\bnumber one\b/i,
  // Not 'Britain's best-selling van' of the Ford Transit: a sourced fact about a van.
  /\b(uk|britain|england)['’]s (leading|largest|biggest|best|favourite|top|number|most)(?![-\w])/i,
  /\b(best|leading|biggest|largest|top|premier|favourite|most trusted)\s+(van\s+)?(marketplace|platform|site|website|place to)\b/i,
  /\bover \d[\d,]* (vans|listings|buyers|sellers|dealers|users)\b/i,
  /\b\d[\d,]*\+ (vans|listings|buyers|sellers|dealers|users)\b/i,
  /\b(thousands|millions|hundreds) of (vans|listings|buyers|sellers|dealers|users)\b/i,
];

function filesUnder(path: string): string[] {
  const full = join(ROOT, path);
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const child = join(path, entry.name);
    if (entry.isDirectory()) return filesUnder(child);
    return TEXT_FILE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [join(ROOT, child)]
      : [];
  });
}

describe('copy', () => {
  it('claims no rank or size it cannot back up', () => {
    const found: string[] = [];
    for (const file of PLACES.flatMap(filesUnder)) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          const claim = CLAIMS.find((pattern) => pattern.test(line));
          if (claim) found.push(`${relative(ROOT, file)}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
