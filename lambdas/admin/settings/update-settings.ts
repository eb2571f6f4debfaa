import { ADMIN_MESSAGES } from '#shared/admin/messages';
import type { AdminSettings, UpdateSettingsRequest } from '#shared/admin/settings';
import { SITE_SETTINGS_ID } from '#shared/table-keys';
import { actorOf, changedFields, newAuditEntry } from '../audit/audit-repo';
import type { Db } from '../../platform/db';
import { getSiteSettings, putSiteSettings, type StoredSettings } from './settings-repo';
import { ConflictError } from '../../platform/errors';
import type { AuthContext } from '../../platform/auth-context';
import { readAdminSettings } from './read-settings';
import { forgetFinanceSettings } from './finance-settings';

const sameVersion = (a: string | null, b: string | null) =>
  a === b || (a !== null && b !== null && Date.parse(a) === Date.parse(b));

/**
 * A new version, always after the one it replaces: two saves in the same millisecond must not
 * share a version, or the second admin's stale copy would pass the check.
 */
function nextVersion(now: Date, previous: string | null): string {
  const floor = previous ? Date.parse(previous) + 1 : 0;
  return new Date(Math.max(now.getTime(), floor)).toISOString();
}

/**
 * Saves the contact details, moderation reasons, company details and finance settings over the version the admin edited, with the
 * audit entry (what changed, before and after) in the same transaction. A save from an older
 * copy is refused (409), never merged; a save that changes nothing writes nothing.
 */
export async function updateSettings(
  deps: { db: Db; now?: () => Date },
  admin: Pick<AuthContext, 'userId' | 'email' | 'name'>,
  request: UpdateSettingsRequest,
): Promise<AdminSettings> {
  const stored = await getSiteSettings(deps.db);
  if (!sameVersion(stored.updated_at, request.expected_updated_at)) {
    throw new ConflictError(ADMIN_MESSAGES.settingsChanged, 'settings_changed');
  }
  const fields = [
    'contact',
    'moderation_reasons',
    'company',
    'finance',
    'listing_live_days',
  ] as const;
  const next: Pick<StoredSettings, (typeof fields)[number]> = {
    contact: request.contact,
    moderation_reasons: request.moderation_reasons,
    // Not sent: kept as stored (a client that does not know of them cannot clear them).
    company: request.company ?? stored.company,
    finance: request.finance ?? stored.finance,
    listing_live_days: request.listing_live_days ?? stored.listing_live_days,
  };
  // Nothing stored yet: the first save records everything it sets.
  const { company, ...rest } = next;
  const changed =
    stored.updated_at === null
      ? { before: null, after: company ? next : rest }
      : changedFields<Record<string, unknown>>(stored, next, fields);
  if (!changed) return readAdminSettings(deps.db);

  const now = deps.now?.() ?? new Date();
  const entry = newAuditEntry({
    actor: actorOf(admin),
    action: 'settings',
    target: { kind: 'settings', id: SITE_SETTINGS_ID, label: 'Site settings' },
    before: changed.before,
    after: changed.after,
    at: now,
  });
  const outcome = await putSiteSettings(
    deps.db,
    { ...next, updated_at: nextVersion(now, stored.updated_at) },
    stored.updated_at,
    entry,
  );
  if (outcome === 'stale')
    throw new ConflictError(ADMIN_MESSAGES.settingsChanged, 'settings_changed');
  // This container's cards and calculators show the change at once; others within a minute.
  forgetFinanceSettings();
  return readAdminSettings(deps.db);
}
