import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { round } from './stats';

/** CPU time (user + system) a process has used so far, in clock ticks (Linux: /proc). */
function cpuTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** The DynamoDB Local (java) serving this data directory, if any (Linux: /proc). */
function dynamoDbLocalPid(dataDir: string): number | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let cmdline: string;
    try {
      cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (cmdline.includes('DynamoDBLocal') && cmdline.includes(join(dataDir, 'dynamodb'))) {
      return Number(entry);
    }
  }
  return undefined;
}

export type IdleCpuFigures = { seconds: number; stagePercent: number; dynamoDbPercent: number };

/**
 * How busy the stage's process and its DynamoDB Local are with no request in flight: CPU used
 * over `seconds` as a percentage of one core. Null off Linux or without the emulator's pid.
 */
export async function measureIdleCpu(options: {
  stagePid: number;
  dataDir: string;
  seconds: number;
}): Promise<IdleCpuFigures | null> {
  const javaPid = process.platform === 'linux' ? dynamoDbLocalPid(options.dataDir) : undefined;
  if (javaPid === undefined) return null;
  const ticksPerSecond = 100; // USER_HZ on Linux
  const before = { stage: cpuTicks(options.stagePid), java: cpuTicks(javaPid) };
  await new Promise((resolve) => setTimeout(resolve, options.seconds * 1000));
  const percent = (ticks: number) => round((ticks / ticksPerSecond / options.seconds) * 100, 1);
  return {
    seconds: options.seconds,
    stagePercent: percent(cpuTicks(options.stagePid) - before.stage),
    dynamoDbPercent: percent(cpuTicks(javaPid) - before.java),
  };
}
