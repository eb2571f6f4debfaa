/**
 * The bench's local stage, in a process of its own (stage-process.ts): started with the options
 * in argv, it reports its addresses to the parent and stops when told or when the parent goes.
 */
import { startLocalStage, type LocalStageOptions } from '#infra/local/stage/stage';
import type { StageReady } from './stage-process';

const options = JSON.parse(process.argv[2] ?? '{}') as Omit<LocalStageOptions, 'log'>;
const send = (message: StageReady | { error: string }) =>
  new Promise<void>((resolve) => process.send!(message, () => resolve()));

try {
  const stage = await startLocalStage({
    ...options,
    log: (line) => {
      if (!line.includes('\r')) console.log(`  ${line}`);
    },
  });
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= stage.stop().finally(() => {
      process.disconnect?.();
      process.exit(0);
    }));
  process.on('message', (message) => {
    if (message === 'stop') void stop();
  });
  // The bench ended without asking (an error, Ctrl-C): no emulator is left running.
  process.on('disconnect', () => void stop());
  const { url, tableName, endpoints, buckets, userPool } = stage;
  await send({ ready: { url, tableName, endpoints, buckets, userPool } });
} catch (error) {
  await send({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
}
