/**
 * The colours a listing may give (issue 28): the basic colours the DVLA records on the V5C
 * logbook, so a seller writes what their logbook says. Stored as written here ('White').
 */
export const VAN_COLOURS = [
  'Beige',
  'Black',
  'Blue',
  'Bronze',
  'Brown',
  'Cream',
  'Gold',
  'Green',
  'Grey',
  'Maroon',
  'Multi-colour',
  'Orange',
  'Pink',
  'Purple',
  'Red',
  'Silver',
  'Turquoise',
  'White',
  'Yellow',
] as const;
export type VanColour = (typeof VAN_COLOURS)[number];

const looseKey = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

/**
 * The list's colour for what a person wrote, in any case and with or without the hyphen
 * ('white', 'MULTI COLOUR', 'Gray'); undefined when it is none of them.
 */
export function vanColourOf(text: string): VanColour | undefined {
  const key = looseKey(text);
  const spelled = key === 'gray' ? 'grey' : key === 'multicolor' ? 'multicolour' : key;
  return VAN_COLOURS.find((colour) => looseKey(colour) === spelled);
}
