/**
 * Model matching, used by search and by similar vans. Listings carry the
 * model name their seller chose, so a filter model must also find close variants ('TGE' finds
 * 'TGE Panel Van'), except where the catalogue has distinct vans whose names contain each other.
 */

/** Lower case, accents removed, surrounding space trimmed: 'Doblò ' -> 'doblo'. */
export function normaliseModelName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

// Transit, Transit Custom, Transit Connect... are different vans, not variants of one.
const isTransit = (model: string) => /^transit\b/.test(model);
// Nissan's names overlap by substring only by accident ('NV' in none of them means Interstar).
const EXACT_NISSAN = new Set(['interstar', 'nv200', 'nv300', 'nv400']);
const isNv = (model: string) => model.startsWith('nv');

/** Whether a listing's model `b` counts as the model `a` (symmetric). */
export function modelMatches(a: string, b: string): boolean {
  const left = normaliseModelName(a);
  const right = normaliseModelName(b);
  if (left === right) return true;
  // An empty name is contained in every name; it must not match everything.
  if (left === '' || right === '') return false;
  if (isTransit(left) || isTransit(right)) return false;
  if (EXACT_NISSAN.has(left) || EXACT_NISSAN.has(right)) return false;
  if ((isNv(left) && right.includes('interstar')) || (isNv(right) && left.includes('interstar'))) {
    return false;
  }
  return left.includes(right) || right.includes(left);
}
