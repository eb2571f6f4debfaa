import { VAN_COLOURS, type VanColour } from '../colours';
import { hash32 } from '../random';
import type { PhotoSpec } from '../photos';
import { cabSvg } from './cab-view';
import { exteriorSvg } from './exterior-view';
import { loadSpaceSvg } from './load-space-view';
import { wheelSvg } from './wheel-view';

function colourHex(name: string): string {
  const key = (name.charAt(0).toUpperCase() + name.slice(1)) as VanColour;
  return VAN_COLOURS[key] ?? VAN_COLOURS.White;
}

/** The SVG drawing for one photo: everything that changes it is in the photo's render key. */
export function vanPhotoSvg(photo: Pick<PhotoSpec, 'view' | 'colour' | 'sizeClass'>): string {
  switch (photo.view) {
    case 'load':
      return loadSpaceSvg(photo.sizeClass);
    case 'cab':
      return cabSvg(photo.sizeClass);
    case 'wheel':
      return wheelSvg(photo.sizeClass, colourHex(photo.colour));
    default:
      // Clouds and the unit on the horizon move with the view, so photos of one van differ.
      return exteriorSvg(
        photo.view,
        photo.sizeClass,
        colourHex(photo.colour),
        hash32(photo.view) % 97,
      );
  }
}
