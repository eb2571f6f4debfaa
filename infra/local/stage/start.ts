import { UsageError } from '../cli/command-line';
import { banner } from './banner';
import { REPO_ROOT } from '../repo-root';
import { LocalStageSetupError } from './setup-error';
import { startLocalStage, type LocalStage } from './stage';
import { parseStartOptions, USAGE } from './start-options';

/**
 * `npm start` / `npm run dev`: starts the local stage, prints where it is, and stops every child
 * process on Ctrl+C, SIGTERM or a crash.
 */
async function main(): Promise<void> {
  const options = parseStartOptions(process.argv.slice(2), process.env, REPO_ROOT);
  if (options === 'help') return void console.log(USAGE);

  // Signals can arrive while the stage is still starting: shutdown then waits for the start to
  // finish (or fail) so it can stop whatever did start.
  const startup: { stage?: Promise<LocalStage> } = {};
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) {
      // A second Ctrl+C while stopping: the children are tied to us (pdeathsig) and go too.
      process.exit(code || 1);
    }
    stopping = true;
    console.log('\nStopping the local stage…');
    const stage = await startup.stage?.catch(() => undefined);
    await stage?.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  process.on('uncaughtException', (error) => {
    console.error(error);
    void shutdown(1);
  });
  process.on('unhandledRejection', (error) => {
    console.error(error);
    void shutdown(1);
  });

  console.log(`Starting the VanYard local stage (data in ${options.dataDir})…`);
  startup.stage = startLocalStage({ ...options, log: (line) => console.log(line) });
  const stage = await startup.stage;
  if (stopping) return;
  console.log(
    banner(stage, {
      dataDir: options.dataDir,
      dev: options.dev,
      startedInMs: process.uptime() * 1000,
      demoLogins: stage.demoLogins,
    }),
  );
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (error instanceof LocalStageSetupError) console.error(`\n${error.message}\n`);
  else console.error(error);
  process.exit(1);
});
