import type { DemoLogin } from '../demo-data/demo-accounts';

/** What someone needs after `npm start`: where the site is, where mail goes, where data lives. */
export function banner(
  stage: { url: string; hostedUiUrl?: string },
  info: { dataDir: string; dev: boolean; startedInMs: number; demoLogins?: DemoLogin[] },
): string {
  const lines = [
    '',
    `  VanYard local stage is running${info.dev ? ' (dev: hot reload)' : ''} — ready in ${(info.startedInMs / 1000).toFixed(1)} s`,
    '',
    `  Site:     ${stage.url}`,
    `  Mailbox:  ${stage.url}/_local/mailbox   (sign-up codes and every e-mail)`,
    `  Data:     ${info.dataDir}   (delete it to start afresh)`,
  ];
  if (stage.hostedUiUrl) {
    // Its self-signed certificate: the browser asks once (docs/local-stage.md, decision 076).
    lines.push(
      `  Google:   ${stage.hostedUiUrl}   (sign-in stand-in; accept its certificate once)`,
    );
  }
  if (info.demoLogins && info.demoLogins.length > 0) {
    lines.push('', '  Demo logins:');
    for (const login of info.demoLogins) {
      lines.push(`    ${login.role.padEnd(8)} ${login.email} / ${login.password}`);
    }
  }
  lines.push('', '  Press Ctrl+C to stop.', '');
  return lines.join('\n');
}
