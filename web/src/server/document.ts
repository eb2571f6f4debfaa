import { APP_MODULES_ELEMENT_ID } from '../app/app-modules';
import { scriptJson } from '../lib/structured-data';

/**
 * The one place the renderer writes HTML by string (docs/decisions/028-server-rendered-pages.md,
 * section 8). Everything that carries request or seller text is React's output, already escaped;
 * this file only moves that output into the built template and adds links built from the
 * manifest (our own file names) and the data payload (escaped for a script element).
 */

/** Where the template takes React's head elements and the page's markup. */
export const HEAD_MARKER = '<!--app-head-->';
export const ROOT_MARKER = '<!--app-html-->';

/** The parts of React's `<html>` output the template needs. */
export type RenderedParts = { head: string; root: string };

const HEAD_OPEN = '<head>';
const HEAD_CLOSE = '</head>';
const ROOT_OPEN = '<div id="root">';
const ROOT_CLOSE = '</div></body></html>';

/**
 * Cuts the inner `<head>` and inner `#root` out of React's rendering of
 * `<html><head></head><body><div id="root">…</div></body></html>`. The first `</head>` is
 * React's own: any text or attribute that could spell one is escaped. Throws when the output is
 * not that shape (React added something after the root), so the renderer falls back to the shell
 * rather than serving markup it did not check.
 */
export function splitRenderedDocument(html: string): RenderedParts {
  const headStart = html.indexOf(HEAD_OPEN);
  const headEnd = html.indexOf(HEAD_CLOSE);
  const rootStart = html.indexOf(ROOT_OPEN, headEnd);
  if (headStart < 0 || headEnd < headStart || rootStart < 0 || !html.endsWith(ROOT_CLOSE)) {
    throw new Error('The rendered document is not <html><head/><body><div id="root"/></body>');
  }
  if (html.slice(headEnd + HEAD_CLOSE.length, rootStart) !== '<body>') {
    throw new Error('The rendered <body> holds more than the root element');
  }
  return {
    head: html.slice(headStart + HEAD_OPEN.length, headEnd),
    root: html.slice(rootStart + ROOT_OPEN.length, html.length - ROOT_CLOSE.length),
  };
}

export type DocumentParts = RenderedParts & {
  /**
   * The app's chunks this page hydrates with, site-relative ('/assets/…'): listed for the entry
   * to fetch after the first paint (app/app-modules.ts), not preloaded from the head.
   */
  scripts: readonly string[];
  /** Stylesheets the route chunks import, site-relative. */
  styles: readonly string[];
  /** The data the browser hands to SWR, in a JSON script element with this id. */
  payload: { elementId: string; data: unknown };
};

/** The built template with the page's head, markup, preloads and payload in place. */
export function assembleDocument(template: string, parts: DocumentParts): string {
  const links = parts.styles
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join('');
  // After #root, not inside it: React hydrates the root's children and would see a stray node.
  const payload = jsonScript(parts.payload.elementId, parts.payload.data);
  return fill(template, {
    head: parts.head + links,
    root: parts.root,
    afterRoot: payload + appModulesElement(parts.scripts),
  });
}

/**
 * The template with no page in it: private pages, and the fallback when rendering failed. The
 * browser renders these client-side, as before server rendering.
 */
export function shellDocument(template: string, scripts: readonly string[] = []): string {
  return fill(template, {
    head: '<title>VanYard</title><meta name="robots" content="noindex">',
    root: '',
    afterRoot: appModulesElement(scripts),
  });
}

function appModulesElement(scripts: readonly string[]): string {
  return scripts.length === 0 ? '' : jsonScript(APP_MODULES_ELEMENT_ID, scripts);
}

/** Data for the browser in a script element it does not run, escaped so text cannot end it. */
function jsonScript(id: string, data: unknown): string {
  return `<script type="application/json" id="${id}">${scriptJson(data)}</script>`;
}

const ROOT_END = '</div>';

/**
 * Puts the parts into the template by position, never with String.replace, whose replacement
 * patterns ('$&', '$`') would rewrite page text that happens to contain them.
 */
function fill(template: string, parts: { head: string; root: string; afterRoot: string }): string {
  const headAt = template.indexOf(HEAD_MARKER);
  const rootAt = template.indexOf(ROOT_MARKER);
  const rootEnd = template.indexOf(ROOT_END, rootAt);
  if (headAt < 0 || rootAt < headAt || rootEnd < 0) {
    throw new Error(`The page template lacks ${HEAD_MARKER}, or ${ROOT_MARKER} inside #root`);
  }
  const afterRootAt = rootEnd + ROOT_END.length;
  return (
    template.slice(0, headAt) +
    parts.head +
    template.slice(headAt + HEAD_MARKER.length, rootAt) +
    parts.root +
    template.slice(rootAt + ROOT_MARKER.length, afterRootAt) +
    parts.afterRoot +
    template.slice(afterRootAt)
  );
}
