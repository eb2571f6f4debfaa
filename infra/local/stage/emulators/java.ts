import { spawnSync } from 'node:child_process';
import { LocalStageSetupError } from '../setup-error';

/** Java 17+ is DynamoDB Local's one prerequisite: say so plainly when it is missing. */
export function assertJava17(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new LocalStageSetupError(
      'Java 17 or newer is needed to run DynamoDB Local, and `java` was not found on PATH.\n' +
        'Install it (Debian/Ubuntu: sudo apt-get install openjdk-17-jre-headless; macOS: brew install openjdk@17) and try again.',
    );
  }
  const output = `${result.stderr}${result.stdout}`;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(output);
  const major = match ? Number(match[1] === '1' ? match[2] : match[1]) : NaN;
  if (!Number.isFinite(major) || major < 17) {
    throw new LocalStageSetupError(
      `DynamoDB Local needs Java 17 or newer; found: ${output.split('\n')[0]?.trim() ?? 'unknown'}.`,
    );
  }
}
