import { z } from 'zod';
import { SELLER_TYPES, USER_ROLES, USER_TAGS } from '../catalogue/enums';
import { singleLineText } from '../text-fields';
import { adminListPageSchema, optionalParam as optional, pageParam } from './list-page';

/*
 * The admin side of users (issue 16), shared by the handlers and the SPA.
 *
 *   GET  /api/admin/users?role&tag&q&page     AdminUsersPage ('Showing X of Y users')
 *   GET  /api/admin/users/{id}                AdminUserDetail (listings, audit)
 *   PUT  /api/admin/users/{id}/tag            { tag: regular | scraped | none } -> AdminUserRow
 *   PUT  /api/admin/users/{id}/role           { role: admin | user } -> AdminUserRow
 *   PUT  /api/admin/users/{id}/disabled       { disabled } -> AdminUserRow
 *   PUT  /api/admin/users/{id}/seller-type    { seller_type } -> AccountTypeChange
 *   POST /api/admin/users/export              { role, tag, q } -> UsersExport (a CSV to download)
 *
 * The role mirrors the Cognito `admin` group, which stays the one that grants access.
 */

export const ADMIN_USERS_PAGE_SIZE = 50;

/** A tag as the filter and the tag menu offer it: 'none' is no tag. */
export const USER_TAG_CHOICES = [...USER_TAGS, 'none'] as const;
export type UserTagChoice = (typeof USER_TAG_CHOICES)[number];

const count = z.number().int().min(0);

export const adminUserRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  phone_number: z.string().nullable(),
  location: z.string(),
  website_url: z.string().nullable(),
  created_at: z.iso.datetime(),
  role: z.enum(USER_ROLES),
  tag: z.enum(USER_TAGS).nullable(),
  disabled: z.boolean(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUsersFilterSchema = z.object({
  role: optional(z.enum(USER_ROLES)),
  tag: optional(z.enum(USER_TAG_CHOICES)),
  /** Text found in the name, e-mail address, location, phone or id. */
  q: optional(singleLineText().max(100)),
});
export type AdminUsersFilter = z.infer<typeof adminUsersFilterSchema>;

export const adminUsersQuerySchema = adminUsersFilterSchema.extend({
  page: pageParam,
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUsersPageSchema = adminListPageSchema(adminUserRowSchema);
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

export const userIdParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a valid user id'),
});

export const setUserTagSchema = z.object({ tag: z.enum(USER_TAG_CHOICES) });
export const setUserRoleSchema = z.object({ role: z.enum(USER_ROLES) });
export const setUserDisabledSchema = z.object({ disabled: z.boolean() });
export const setUserSellerTypeSchema = z.object({
  seller_type: z.enum(SELLER_TYPES, { error: 'Please choose Private Seller or Trade Dealer' }),
});

/** The account's type as now stored, and how many of its listings took it. */
export const accountTypeChangeSchema = z.object({
  seller_type: z.enum(SELLER_TYPES),
  listings_changed: count,
});
export type AccountTypeChange = z.infer<typeof accountTypeChangeSchema>;

/** The CSV's columns, in the specification's order and words. */
export const USERS_CSV_COLUMNS = [
  'Full Name',
  'Email',
  'Location',
  'Phone',
  'Website',
  'Role',
  'Tag',
  'Created At',
] as const;

export const usersExportSchema = z.object({
  /** A short-lived link to the file (a private bucket). */
  url: z.string(),
  /** vanyard-users-YYYY-MM-DD.csv */
  filename: z.string(),
  count,
  expires_at: z.iso.datetime(),
});
export type UsersExport = z.infer<typeof usersExportSchema>;
