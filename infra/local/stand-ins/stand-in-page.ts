/*
 * The frame of the local stage's stand-in pages (the Stripe checkout's, the Google sign-in's):
 * a plain document with its own stylesheet file, so each page runs under a strict CSP, and the
 * yellow note that says what the page stands in for. Never deployed.
 */

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What every stand-in page looks like; a page adds its own rules after these. */
export const STAND_IN_STYLES = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #f6f7f9; }
  main { max-width: 34rem; margin: 2rem auto; padding: 0 1rem; }
  .stand-in { background: #fff4ce; border: 2px solid #8a6d00; border-radius: 6px; padding: .75rem 1rem; color: #3d3000; }
  .card { background: #fff; border: 1px solid #c4c8cf; border-radius: 8px; padding: 1rem 1.25rem; margin-top: 1rem; }
  h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
`;

/** A stand-in page: `note` is trusted HTML (the page's own words), `title` is escaped. */
export function standInDocument(page: {
  title: string;
  stylesheet: string;
  note: string;
  body: string;
}): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)}</title>
<link rel="stylesheet" href="${page.stylesheet}">
</head>
<body>
<main>
<p class="stand-in" role="note">${page.note}</p>
${page.body}
</main>
</body>
</html>
`;
}
