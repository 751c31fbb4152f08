import { z } from 'zod';
import { currentPassword, otpField } from './auth';
import { text } from './strings';

/**
 * "Your data: export and deletion" (docs/api.md) and the admin's view of the retention job (docs/product-rules.md
 * §25). Returns join the export as one more section once the shop has them.
 */

/** What the admin console shows in place of a deleted account's name on its orders. */
export const ANONYMOUS_CUSTOMER = 'Deleted customer';

// Data export
export const exportStatuses = ['pending', 'ready', 'expired'] as const;
export const dataExport = z
  .object({
    id: z.number().int(),
    status: z.enum(exportStatuses),
    /** A single-use link while `ready` (each answer issues a fresh one); null otherwise. */
    download_url: z.string().nullable(),
    expires_at: z.string().nullable(),
  })
  .meta({ id: 'DataExport' });
export type DataExport = z.infer<typeof dataExport>;
export const exportParams = z.object({ id: z.coerce.number().int().positive() });
export const exportTokenParams = z.object({ token: text({ min: 1, max: 200 }) });

/** The sections of the downloaded document, in the order they are written. */
export const exportSections = [
  'profile',
  'addresses',
  'orders',
  'returns',
  'wishlist',
  'alerts',
  'emails',
  'marketing_consent',
  'reviews',
  'repairs',
] as const;
export type ExportSection = (typeof exportSections)[number];

// Account deletion
export const deleteAccountBody = z.object({
  password: currentPassword,
  /** Required when two-factor authentication is on: a code from the app (or a recovery code). */
  otp: otpField.optional(),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBody>;

// Retention (admin)
export const retentionRules = [
  'contact_messages',
  'email_bodies',
  'refresh_tokens',
  'password_resets',
  'failed_jobs',
  'sign_in_records',
  'data_exports',
  'unconfirmed_alerts',
] as const;
export type RetentionRule = (typeof retentionRules)[number];
export const retentionStatus = z
  .object({
    /** Days each kind of data is kept (0: removed once it has expired). */
    settings: z.record(z.enum(retentionRules), z.number().int()),
    last_run: z.object({ ran_at: z.string(), removed: z.record(z.string(), z.number().int()) }).nullable(),
  })
  .meta({ id: 'RetentionStatus' });
export type RetentionStatus = z.infer<typeof retentionStatus>;
