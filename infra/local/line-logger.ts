import type { Logger } from '#lambdas/platform/logger';

/**
 * A domain Logger for code the local stage runs itself (not through a handler): warnings and
 * errors become readable lines in the stage's output; debug and info stay quiet, the stage
 * prints its own summary instead.
 */
export function lineLogger(log: (line: string) => void, prefix: string): Logger {
  const line = (level: string) => (message: string, data?: Record<string, unknown>) =>
    log(`${prefix}: ${level}: ${message}${data ? ` ${JSON.stringify(data)}` : ''}`);
  const quiet = () => undefined;
  const logger: Logger = {
    debug: quiet,
    info: quiet,
    warn: line('warning'),
    error: line('error'),
    child: () => logger,
  };
  return logger;
}
