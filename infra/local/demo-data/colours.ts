import type { Weighted } from './random';

/** Van colours as adverts name them, weighted like UK used-van stock (white dominates). */
export const VAN_COLOURS = {
  White: '#f4f5f3',
  Silver: '#b9bdc1',
  Grey: '#6e7378',
  Black: '#1f2124',
  Blue: '#1f4e9c',
  Red: '#b3221d',
  Green: '#2f5d3a',
  Orange: '#e0782a',
  Yellow: '#e8c12c',
  Beige: '#d8c7a0',
} as const;

export type VanColour = keyof typeof VAN_COLOURS;

export const MODERN_COLOUR_WEIGHTS: Weighted<VanColour> = [
  ['White', 50],
  ['Silver', 11],
  ['Grey', 11],
  ['Black', 8],
  ['Blue', 10],
  ['Red', 5],
  ['Green', 2],
  ['Orange', 1],
  ['Yellow', 1.5],
  ['Beige', 0.5],
];

/** Classic campers come in the colours they are loved for. */
export const CLASSIC_COLOUR_WEIGHTS: Weighted<VanColour> = [
  ['White', 15],
  ['Orange', 15],
  ['Red', 15],
  ['Blue', 15],
  ['Green', 15],
  ['Beige', 15],
  ['Yellow', 10],
];
