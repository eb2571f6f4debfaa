import type { AdminSettings, SiteSettings } from '#shared/admin/settings';
import { SITE_SETTINGS_ID } from '#shared/table-keys';
import { listAudit } from '../audit/audit-repo';
import type { Db } from '../../platform/db';
import { getSiteSettings } from './settings-repo';

/** What the public pages show: the stored contact details, or null for the stage's own. */
export async function readSiteSettings(db: Db): Promise<SiteSettings> {
  const { contact, updated_at } = await getSiteSettings(db);
  return { contact, updated_at };
}

/** The settings page: the stored values (defaults until set), their version and audit trail. */
export async function readAdminSettings(db: Db): Promise<AdminSettings> {
  const [settings, audit] = await Promise.all([
    getSiteSettings(db),
    listAudit(db, 'settings', SITE_SETTINGS_ID),
  ]);
  return { ...settings, audit };
}
