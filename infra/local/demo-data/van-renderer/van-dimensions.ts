import type { SizeClass } from '../vans';

/** Proportions (metres) of the four silhouettes: a Caddy, a Transit Custom, a Sprinter, a Ranger. */
export type VanDimensions = {
  length: number;
  width: number;
  /** Roof height; the large van's cab roof is lower (cabRoof) with a high roof behind it. */
  height: number;
  cabRoof: number;
  /** Underside of the body. */
  clearance: number;
  wheelRadius: number;
  rearAxle: number;
  frontAxle: number;
  /** Top of the front face, where the bonnet begins. */
  nose: number;
  bonnet: number;
  cowl: number;
  windscreenRun: number;
  beltline: number;
  doorLength: number;
  slidingDoor: number;
  /** Pickups only: length of the open bed and height of its rails. */
  bed: number;
  bedTop: number;
};

const SMALL: VanDimensions = {
  length: 4.5,
  width: 1.8,
  height: 1.82,
  cabRoof: 1.82,
  clearance: 0.33,
  wheelRadius: 0.31,
  rearAxle: 0.78,
  frontAxle: 3.6,
  nose: 0.86,
  bonnet: 1.0,
  cowl: 1.0,
  windscreenRun: 0.9,
  beltline: 1.02,
  doorLength: 1.0,
  slidingDoor: 0.78,
  bed: 0,
  bedTop: 0,
};

const MEDIUM: VanDimensions = {
  length: 5.0,
  width: 1.98,
  height: 1.98,
  cabRoof: 1.98,
  clearance: 0.36,
  wheelRadius: 0.34,
  rearAxle: 0.95,
  frontAxle: 4.05,
  nose: 1.05,
  bonnet: 0.78,
  cowl: 1.18,
  windscreenRun: 0.72,
  beltline: 1.16,
  doorLength: 1.05,
  slidingDoor: 1.0,
  bed: 0,
  bedTop: 0,
};

const LARGE: VanDimensions = {
  length: 6.6,
  width: 2.02,
  height: 2.62,
  cabRoof: 2.3,
  clearance: 0.42,
  wheelRadius: 0.36,
  rearAxle: 1.3,
  frontAxle: 5.55,
  nose: 1.1,
  bonnet: 0.72,
  cowl: 1.3,
  windscreenRun: 0.62,
  beltline: 1.3,
  doorLength: 1.0,
  slidingDoor: 1.3,
  bed: 0,
  bedTop: 0,
};

const PICKUP: VanDimensions = {
  length: 5.3,
  width: 1.86,
  height: 1.84,
  cabRoof: 1.84,
  clearance: 0.52,
  wheelRadius: 0.39,
  rearAxle: 1.25,
  frontAxle: 4.35,
  nose: 1.15,
  bonnet: 1.1,
  cowl: 1.3,
  windscreenRun: 0.55,
  beltline: 1.32,
  doorLength: 0.95,
  slidingDoor: 0,
  bed: 1.6,
  bedTop: 1.2,
};

export const DIMENSIONS: Record<SizeClass, VanDimensions> = {
  small: SMALL,
  medium: MEDIUM,
  large: LARGE,
  pickup: PICKUP,
};
