import type { ReactNode } from 'react';
import { TONE_CLASSES, type Tone } from '../../my-listings/listing-labels';
import { BADGE } from './admin-styles';

export type BadgeTone = Tone | 'info';

/** The seller pages' tones plus a blue one for sold listings; dark text on a light fill, 7:1+. */
const TONES: Record<BadgeTone, string> = {
  ...TONE_CLASSES,
  info: 'bg-brand-50 text-brand-800 ring-brand-700/30',
};

export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`${BADGE} ${TONES[tone]}`}>{children}</span>;
}
