/**
 * Parts of a message joined as sentences, each ended once: a part that already ends with a
 * full stop (or ! ? …) keeps it, one that does not gets one. Empty parts are left out.
 *
 *   sentences(['Import finished', 'The file has no valid rows.']) ->
 *     'Import finished. The file has no valid rows.'
 */
export function sentences(parts: readonly (string | null | undefined | false)[]): string {
  return parts
    .flatMap((part) => (typeof part === 'string' && part.trim() !== '' ? [part.trim()] : []))
    .map((part) => (/[.!?…]$/.test(part) ? part : `${part}.`))
    .join(' ');
}
