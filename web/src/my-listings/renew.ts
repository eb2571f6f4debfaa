import { formatLongDate } from '#shared/format';
import type { ToastInput } from '../ui/toast-store';
import { serverMessage } from './mark-sold';

/** Renewal's words in My Listings and on the owner's page (decision 072). */
export const RENEW_TEXT = {
  renew: 'Renew',
  busy: 'Renewing...',
  renewed: 'Listing renewed',
  failed: 'Could not renew the listing',
  /** The control's name: 'Renew 2019 Ford Transit'. */
  label: (title: string) => `Renew ${title}`,
  endsSoon: (date: string) => `Ends ${date}`,
} as const;

export function renewedToast(title: string, expiresAt: string | null): ToastInput {
  return {
    title: RENEW_TEXT.renewed,
    description: expiresAt
      ? `${title} is advertised again until ${formatLongDate(expiresAt)}.`
      : `${title} is advertised again.`,
  };
}

/** The server's words when it refused (409: sold, under review), else a plain retry hint. */
export function renewFailedToast(error: unknown): ToastInput {
  return {
    title: RENEW_TEXT.failed,
    description: serverMessage(error) ?? 'Please check your connection and try again.',
    variant: 'destructive',
  };
}
