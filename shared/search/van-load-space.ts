import { euroPalletsThatFit, usableWidth, type Load, type LoadSpace } from '../vehicle/load-fit';
import type { VanSpecs } from '../vehicle/van-specs';

type LoadSpaceFields = Pick<
  VanSpecs,
  'load_length_mm' | 'load_width_mm' | 'load_height_mm' | 'width_between_arches_mm'
>;

/** The load space of a listing, or null when it does not give the floor's length and width. */
export function loadSpaceOf(specs: LoadSpaceFields): LoadSpace | null {
  const { load_length_mm: length, load_width_mm: width } = specs;
  if (length == null || width == null) return null;
  return {
    length_mm: length,
    width_mm: width,
    width_between_arches_mm: specs.width_between_arches_mm ?? null,
    height_mm: specs.load_height_mm ?? null,
  };
}

/** Euro pallets on the floor (one high), or null when the load space is not known. */
export function euroPalletsOf(specs: LoadSpaceFields): number | null {
  const space = loadSpaceOf(specs);
  return space ? euroPalletsThatFit(space) : null;
}

/** The floor width a load can use (between the arches where given), or null. */
export function floorWidthOf(specs: LoadSpaceFields): number | null {
  const space = loadSpaceOf(specs);
  return space ? usableWidth(space) : null;
}

/** The floor and height a search compares a buyer's load with ('fits my load'). */
export type FloorAndHeight = { length: number; floorWidth: number; height: number | null };

/**
 * Whether at least one load of the buyer's size fits: its footprint, turned either way, on the
 * floor between the arches, and its height under the roof. Equal to loadsThatFit >= 1 except
 * that a load with a height never matches a van that does not state its load height: a search
 * shows only vans it knows the load goes in.
 */
export function loadFitsOnce(space: FloorAndHeight, load: Load): boolean {
  const { length, floorWidth, height } = space;
  const a = load.length_mm;
  const b = load.width_mm;
  const flat = (a <= length && b <= floorWidth) || (b <= length && a <= floorWidth);
  if (!flat) return false;
  if (load.height_mm === undefined) return true;
  return height !== null && load.height_mm <= height;
}
