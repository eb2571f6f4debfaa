/**
 * Request paths the renderer refuses before any route matching: each becomes the 404 page with
 * nothing of the path echoed (docs/decisions/028-server-rendered-pages.md, section 4, "Bad
 * input"). React Router would otherwise decode these into route parameters: an encoded slash
 * turns one slug into two, a NUL or CR/LF could reach a key or a header, and a huge segment
 * costs a catalogue lookup for nothing.
 */

/** Longer paths are never pages: the longest listing path is well under this. */
export const MAX_PATH_LENGTH = 1024;
/** Longer segments are never slugs or ids. */
export const MAX_SEGMENT_LENGTH = 200;

export type BadPathReason =
  | 'path-too-long'
  | 'segment-too-long'
  | 'undecodable'
  | 'encoded-separator'
  | 'dot-segment'
  | 'control-character';

// C0 controls, DEL and C1 controls: never part of a page path.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Why the path (a URL's `pathname`, still percent-encoded) is not a page path, or undefined when
 * it may go on to matching. Never throws.
 */
export function badPathReason(pathname: string): BadPathReason | undefined {
  if (pathname.length > MAX_PATH_LENGTH) return 'path-too-long';
  for (const raw of pathname.split('/').slice(1)) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return 'undecodable';
    }
    if (segment.length > MAX_SEGMENT_LENGTH) return 'segment-too-long';
    if (segment.includes('/') || segment.includes('\\')) return 'encoded-separator';
    // The URL parser resolves literal dot segments; encoded ones may survive a hand-built URL.
    if (segment === '.' || segment === '..') return 'dot-segment';
    if (CONTROL.test(segment)) return 'control-character';
  }
  return undefined;
}
