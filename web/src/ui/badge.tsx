import type { ReactNode } from 'react';
import type { Tone } from '../lib/listing-labels';
import { BADGE } from './styles';

export type { Tone };
export type BadgeTone = Tone | 'info';

/** Dark text on a light fill, each at least 7:1. */
export const TONE_CLASSES: Record<BadgeTone, string> = {
  positive: 'bg-emerald-100 text-emerald-900 ring-emerald-700/30',
  negative: 'bg-red-100 text-red-900 ring-red-700/30',
  waiting: 'bg-amber-100 text-amber-950 ring-amber-700/30',
  neutral: 'bg-slate-100 text-ink ring-slate-500/30',
  info: 'bg-brand-50 text-brand-800 ring-brand-700/30',
};

type BadgeProps = {
  tone: BadgeTone;
  /** Bigger text on an owner's page. */
  size?: 'small' | 'large';
  children: ReactNode;
};

/** A pill that states something of its row or page: Live, Refunded, Awaiting approval. */
export function Badge({ tone, size = 'small', children }: BadgeProps) {
  return (
    <span className={`${BADGE}${size === 'large' ? ' text-sm' : ''} ${TONE_CLASSES[tone]}`}>
      {children}
    </span>
  );
}
