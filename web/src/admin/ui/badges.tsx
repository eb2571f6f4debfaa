import type { ReactNode } from 'react';
import { LABELS, type ListingStatus } from '../../../../shared/catalogue/enums';
import { approvalBadge, TONE_CLASSES, type Tone } from '../../my-listings/listing-labels';
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

/** Approved, Rejected or Pending (any other value reads Pending, as on My Listings). */
export function ApprovalStatusBadge({ status }: { status: string }) {
  const badge = approvalBadge(status);
  return <Badge tone={badge.tone}>{badge.label}</Badge>;
}

const STATUS_TONES: Record<ListingStatus, BadgeTone> = {
  active: 'positive',
  inactive: 'neutral',
  sold: 'info',
};

/** Active, Inactive or Sold. */
export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{LABELS.status[status]}</Badge>;
}
