import { z } from 'zod';
import { idField } from './numbers';
import { emailAddress, text } from './strings';

/**
 * Email people asked for (docs/api.md, "Email people asked for"): consent as a record, confirmed by a link first,
 * a newsletter sign-up, cart reminders and the owner's announcements.
 */
export const consentStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;
export type ConsentStatus = (typeof consentStatuses)[number];

/** The forms consent is asked from (recorded with it). */
export const consentSources = ['profile', 'newsletter-home', 'newsletter-profile', 'newsletter'] as const;
export const consentSource = z.enum(consentSources, {
  error: (issue) => `"${String(issue.input)}" is not a valid choice.`,
});
export type ConsentSource = z.infer<typeof consentSource>;

/** `POST /api/newsletter/`: the address, and which form it came from (default `newsletter`). */
export const newsletterBody = z.object({
  email: emailAddress(),
  source: consentSource.default('newsletter'),
});
export type NewsletterBody = z.input<typeof newsletterBody>;

/** The one answer of `POST /api/newsletter/`, whatever the address (never says whether it is known). */
export const NEWSLETTER_DETAIL =
  'Thank you. If this address can receive our newsletter, a confirmation link is on its way: follow it to subscribe.';

export const consentLinkParams = z.object({ token: text({ max: 200, min: 1 }) });

export const ANNOUNCEMENT_SUBJECT_MAX = 150;
export const ANNOUNCEMENT_BODY_MAX = 5000;
export const ANNOUNCEMENT_PRODUCTS_MAX = 6;

/**
 * `POST /api/admin/announcements/`: plain text (every line a paragraph) and up to 6 products to show, live or scheduled
 * drafts (then it waits for them).
 */
export const announcementBody = z.object({
  subject: text({ max: ANNOUNCEMENT_SUBJECT_MAX, min: 1 }),
  body: text({ max: ANNOUNCEMENT_BODY_MAX, min: 1 }),
  product_ids: z
    .array(idField())
    .max(ANNOUNCEMENT_PRODUCTS_MAX, `Ensure this field has no more than ${ANNOUNCEMENT_PRODUCTS_MAX} elements.`)
    .default([]),
});
export type AnnouncementBody = z.input<typeof announcementBody>;

export const announcement = z
  .object({
    id: z.number().int(),
    subject: z.string(),
    body: z.string(),
    product_ids: z.array(z.number().int()),
    created_at: z.string(),
    finished_at: z.string().nullable(),
    send_at: z
      .string()
      .nullable()
      .describe('When the first emails go: it waits for the scheduled drafts it shows to go live (null: at once)'),
    recipients: z.number().int().describe('Addresses it has been written to so far'),
    sent: z.number().int(),
    failed: z.number().int(),
    unsubscribed: z.number().int().describe('Recipients who unsubscribed through this announcement’s link'),
  })
  .meta({ id: 'Announcement' });
export type Announcement = z.infer<typeof announcement>;
export const announcementList = z.array(announcement);
