import { env, type LogLevel as Level } from '../config';

/** Structured JSON log lines (one object a line), carrying the request id when there is one. */

export type Logger = {
  [L in Level]: (message: string, data?: Record<string, unknown>) => void;
} & { child: (bindings: Record<string, unknown>) => Logger };

const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export function createLogger(bindings: Record<string, unknown> = {}): Logger {
  const threshold = ORDER[env.logLevel];
  const write = (level: Level) => (message: string, data?: Record<string, unknown>) => {
    if (ORDER[level] < threshold) return;
    const line = JSON.stringify({
      level,
      time: new Date().toISOString(),
      message,
      ...bindings,
      ...data,
    });
    (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(line + '\n');
  };
  return {
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    child: (more) => createLogger({ ...bindings, ...more }),
  };
}
