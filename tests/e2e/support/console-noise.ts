import type { ConsoleMessage, Page } from '@playwright/test';

export type Noise = { page: string; kind: string; text: string };

/**
 * Records every console warning or error and uncaught exception from now on, labelled with the
 * page being visited (`at`). Nothing is allow-listed: React's hydration errors, SWR's missing
 * prefetch warning and a CSP refusal all land here.
 */
export function listenForNoise(page: Page): { noise: Noise[]; at: (path: string) => void } {
  const noise: Noise[] = [];
  let current = '(start)';
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning' || message.type() === 'error') {
      const where = message.location();
      noise.push({
        page: current,
        kind: `console.${message.type()}`,
        text: `${message.text()} (${where.url}:${where.lineNumber})`,
      });
    }
  });
  page.on('pageerror', (error) =>
    noise.push({ page: current, kind: 'pageerror', text: error.message }),
  );
  return { noise, at: (path) => (current = path) };
}
