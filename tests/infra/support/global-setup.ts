import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// One temporary folder for the infra project's fixture builds and cloud assemblies, removed when
// every file has run: the builds synth() keeps for a whole worker live in it (support/synth.ts).
export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'vanyard-infra-test-'));
  process.env.VANYARD_INFRA_TMP = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
