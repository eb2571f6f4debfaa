import { contentSecurityPolicy } from '#infra/stack/definitions/security-headers';
import { escapeHtml } from '../../stand-ins/stand-in-page';
import type { StoredMail } from '../mailbox';

/**
 * The deployed CSP with inline styles allowed: the page's own <style>, and the style attributes of
 * mails' HTML versions (their sandboxed srcdoc frames inherit this policy). Scripts stay blocked.
 */
export const MAILBOX_PAGE_CSP = contentSecurityPolicy({
  connectSources: [],
  relax: { inlineStyles: true },
});

function mailHtml(mail: StoredMail): string {
  const html = mail.html
    ? `<details><summary>HTML version</summary><iframe sandbox title="HTML version of ${escapeHtml(
        mail.subject,
      )}" srcdoc="${escapeHtml(mail.html)}"></iframe></details>`
    : '';
  return `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <dl>
    <dt>To</dt><dd>${escapeHtml(mail.to.join(', '))}</dd>
    <dt>From</dt><dd>${escapeHtml(mail.from)}</dd>
    ${mail.replyTo ? `<dt>Reply to</dt><dd>${escapeHtml(mail.replyTo)}</dd>` : ''}
    <dt>Received</dt><dd><time datetime="${mail.receivedAt}">${escapeHtml(
      new Date(mail.receivedAt).toLocaleString('en-GB', { timeZone: 'Europe/London' }),
    )}</time></dd>
  </dl>
  <pre>${escapeHtml(mail.text)}</pre>
  ${html}
</article>`;
}

/** The local-only page showing every mail the stage "sent", newest first. */
export function renderMailboxPage(mails: StoredMail[]): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Local mailbox – VanYard</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 52rem; padding: 1rem; color: #1a1a1a; }
  article { border: 1px solid #bbb; border-radius: 6px; padding: 0 1rem 1rem; margin: 1rem 0; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0 1rem; margin: 0; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; background: #f4f4f4; padding: .75rem; border-radius: 4px; }
  iframe { width: 100%; min-height: 20rem; border: 1px solid #bbb; }
</style>
</head>
<body>
<main>
<h1>Local mailbox</h1>
<p>E-mail the local stage would have sent (Cognito codes, enquiries, alerts), newest first. Only the local stage has this page. <a href="/_local/mailbox">Refresh</a> · <a href="/_local/mailbox.json">JSON</a></p>
${mails.length === 0 ? '<p>No mail yet.</p>' : mails.map(mailHtml).join('\n')}
</main>
</body>
</html>
`;
}
