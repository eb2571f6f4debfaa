import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import type { AuditEntry } from '#shared/admin/audit';
import { DEFAULT_MODERATION_REASONS, type CompanyDetails } from '#shared/admin/settings';
import {
  DEFAULT_FINANCE_SETTINGS,
  financeSettingsSchema,
  type FinanceSettings,
} from '#shared/finance';
import { contactDetailsSchema, type ContactDetails } from '#shared/runtime-config';
import { SITE_SETTINGS_KEY } from '#shared/table-keys';
import { DEFAULT_LIVE_DAYS } from '#shared/listing-expiry';
import { listingLiveDaysSchema } from '#shared/admin/settings';
import { auditPuts } from '../audit/audit-repo';
import type { Db } from '../../platform/db';
import { cancelledOn } from '../../platform/transactions';

/** The company details as stored (checked when saved: read back as they are). */
const storedCompanySchema = z.object({
  name: z.string(),
  address_lines: z.array(z.string()),
  company_number: z.string(),
  vat_number: z.string(),
});

/** The site settings as stored (`SETTINGS` / `SITE`); defaults where nothing is stored yet. */
export type StoredSettings = {
  /** Null until an operator sets them: the stage's configured details apply. */
  contact: ContactDetails | null;
  moderation_reasons: string[];
  /** VanYard's company and VAT details for receipts; null until an operator sets them. */
  company: CompanyDetails | null;
  /** The finance illustrations' APR and the cards' switch; the defaults until saved. */
  finance: FinanceSettings;
  /** How many days a listing stays live (decision 072); 60 until saved. */
  listing_live_days: number;
  /** The version; null when nothing is stored. */
  updated_at: string | null;
};

export async function getSiteSettings(db: Db): Promise<StoredSettings> {
  const { Item } = await db.client.send(
    new GetCommand({ TableName: db.tableName, Key: SITE_SETTINGS_KEY, ConsistentRead: true }),
  );
  const contact = contactDetailsSchema.safeParse(Item?.contact);
  const reasons = Item?.moderation_reasons;
  const company = storedCompanySchema.safeParse(Item?.company);
  const finance = financeSettingsSchema.safeParse(Item?.finance);
  const liveDays = listingLiveDaysSchema.safeParse(Item?.listing_live_days);
  return {
    contact: contact.success ? contact.data : null,
    moderation_reasons:
      Array.isArray(reasons) && reasons.length > 0
        ? reasons.map(String)
        : [...DEFAULT_MODERATION_REASONS],
    company: company.success ? company.data : null,
    finance: finance.success ? finance.data : { ...DEFAULT_FINANCE_SETTINGS },
    listing_live_days: liveDays.success ? liveDays.data : DEFAULT_LIVE_DAYS,
    updated_at: typeof Item?.updated_at === 'string' ? Item.updated_at : null,
  };
}

/**
 * Writes the settings over the version the admin edited (`expected`: its `updated_at`, or null
 * when nothing was stored yet), with the audit entry, in one transaction. 'stale': someone saved
 * in between (or saved first); nothing is written then.
 */
export async function putSiteSettings(
  db: Db,
  next: StoredSettings & { updated_at: string },
  expected: string | null,
  audit: AuditEntry,
): Promise<'written' | 'stale'> {
  try {
    await db.client.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: db.tableName,
              Item: { ...SITE_SETTINGS_KEY, ...next },
              ...(expected === null
                ? { ConditionExpression: 'attribute_not_exists(PK)' }
                : {
                    ConditionExpression: 'updated_at = :expected',
                    ExpressionAttributeValues: { ':expected': expected },
                  }),
            },
          },
          ...auditPuts(db, audit),
        ],
      }),
    );
    return 'written';
  } catch (error) {
    if (cancelledOn(error, 0)) return 'stale';
    throw error;
  }
}
