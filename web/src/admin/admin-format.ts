import { formatNumber } from '#shared/format';
import type { SessionUser } from '../auth/session-user';

/** 12345 -> '12,345'. Null for anything that is not a finite, non-negative count. */
export function formatCount(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
  return formatNumber(value);
}

/**
 * Who the header names: the name with the e-mail beside it, or the e-mail alone when the
 * account has no name of its own (or its name is the e-mail).
 */
export function signedInAs(user: Pick<SessionUser, 'name' | 'email'>): {
  primary: string;
  secondary?: string;
} {
  const name = user.name.trim();
  const email = user.email.trim();
  if (!name || name.toLowerCase() === email.toLowerCase()) return { primary: email || 'Admin' };
  if (!email) return { primary: name };
  return { primary: name, secondary: email };
}
