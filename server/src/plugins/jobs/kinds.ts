/**
 * Every kind of durable job and its payload: the one registry `enqueueJob` and `app.jobs.register` are typed
 * by, so an unknown kind or a payload of the wrong shape does not compile. A payload is stored as JSON
 * (`jobs.payload`), so it holds plain data only. The payloads are defined here rather than imported from the
 * modules that enqueue and handle them: the queue depends on none of them.
 */
export interface JobPayloads {
  /** Delivers one email of the log over SMTP (plugins/outbox.ts). */
  'email.deliver': { emailId: number };
  /** Cancels a card order still unpaid once its deadline and the grace have passed (payments/expiry.ts). */
  'payments.expire': {
    orderId: number;
    /** The deadline the job was scheduled for: a job for an earlier, since-extended deadline does nothing. */
    expiresAt: string;
  };
  /** Sees a cancelled paid order's refund through at Stripe (payments/expiry.ts). */
  'payments.refund': { orderId: number };
  /** Pays a return's card refund through Stripe, retried until Stripe accepts it (returns/refund.ts). */
  'returns.refund': { returnId: number };
  /** Erases a deleted account's personal data once its confirmation email is out (privacy/deletion.ts). */
  'privacy.erase': { userId: number; emailId: number };
  /** Builds a shopper's data export and emails its link (privacy/export.ts). */
  'privacy.export': { exportId: number };
  /** The daily retention run; each run schedules the next (privacy/retention.ts). */
  'privacy.retention': Record<string, never>;
  /** Emails the review request of every order delivered REVIEW_REQUEST_DAYS ago; schedules the next (reviews/requests.ts). */
  'reviews.request-sweep': Record<string, never>;
  /** Emails the reminder of every cart waiting CART_REMINDER_HOURS; schedules the next (marketing/cart-reminders.ts). */
  'marketing.cart-reminders': Record<string, never>;
  /** Sends one batch of an announcement (ANNOUNCEMENT_RATE a minute) and queues the next (marketing/announcements.ts). */
  'marketing.announce': { announcementId: number };
  /** Makes a scheduled draft live at its publish time (admin/product-publish.ts, §29.7). */
  'catalog.publish': { productId: number; publishAt: string };
}

export type JobKind = keyof JobPayloads;
export type JobPayload<K extends JobKind> = JobPayloads[K];
