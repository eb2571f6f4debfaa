import type { Vec3 } from './geometry';

/** One flat face of the van model, and the decals (windows, lights, seams) drawn on it. */
export type Decal = {
  points: Vec3[];
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
};

export type FaceRole =
  | 'side'
  | 'bottom'
  | 'arch'
  | 'front'
  | 'nose'
  | 'bonnet'
  | 'windscreen'
  | 'roofedge'
  | 'cap'
  | 'roof'
  | 'rear'
  | 'cabback'
  | 'bed'
  | 'part';

export type Face = {
  points: Vec3[];
  normal: Vec3;
  role: FaceRole;
  /** 'body' is painted in the van's colour (and shaded); anything else is a literal colour. */
  fill: string;
  decals: Decal[];
};
