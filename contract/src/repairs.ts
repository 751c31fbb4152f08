import { z } from 'zod';
import { idField, intField } from './numbers';
import { pageQuery, paginated } from './pagination';
import { optionalFilter, text } from './strings';

/**
 * Repairs (docs/product-rules.md §31): within REPAIR_DAYS of delivery a shopper asks for a free repair (or
 * replacement) of delivered pieces, with a description and up to 3 photos; the admin moves it along these statuses,
 * each step emailing the shopper.
 */
export const repairStatuses = ['requested', 'accepted', 'declined', 'received', 'repaired', 'shipped'] as const;
export const repairStatus = z.enum(repairStatuses, {
  error: (issue) => `"${String(issue.input)}" is not a valid choice.`,
});
export type RepairStatus = z.infer<typeof repairStatus>;

/** §31.3: requested → accepted → received → repaired → shipped, or requested → declined. */
export const repairTransitions: Readonly<Record<RepairStatus, readonly RepairStatus[]>> = {
  requested: ['accepted', 'declined'],
  accepted: ['received'],
  received: ['repaired'],
  repaired: ['shipped'],
  shipped: [],
  declined: [],
};
export const canMoveRepair = (from: RepairStatus, to: RepairStatus) => repairTransitions[from].includes(to);
/** A repair still in the workshop's hands: its units cannot be asked for again (§31.2). */
export const openRepairStatuses: readonly RepairStatus[] = ['requested', 'accepted', 'received', 'repaired'];

/** How the shop names each status to the shopper and in the console. */
export const repairStatusLabels: Record<RepairStatus, string> = {
  requested: 'Requested',
  accepted: 'Accepted',
  declined: 'Declined',
  received: 'Received in the workshop',
  repaired: 'Repaired',
  shipped: 'Shipped back',
};

export const REPAIR_PHOTOS_MAX = 3;
export const REPAIR_DESCRIPTION_MAX = 2000;

export const repairLine = z.object({
  order_item_id: z.number().int(),
  name: z.string(),
  size: z.string().nullable(),
  quantity: z.number().int(),
});

export const repairStep = z.object({
  status: repairStatus,
  at: z.string(),
  /** The admin's message with this step (why a repair was declined, what was done). */
  message: z.string(),
  tracking_number: z.string(),
});

export const repair = z
  .object({
    id: z.number().int(),
    /** The order's number with a sequence, e.g. FT-1A2B3C-RP1. */
    number: z.string(),
    order_id: z.number().int(),
    order_number: z.string(),
    status: repairStatus,
    lines: z.array(repairLine),
    description: z.string().describe('Plain text: show it as text, never as HTML'),
    /** Re-encoded WebP pictures under /media/repairs/. */
    photos: z.array(z.string()),
    /** The admin's latest message to the shopper. */
    message: z.string(),
    /** The parcel sending the piece back (set when shipped), its carrier and tracking link (§29.2). */
    tracking_number: z.string(),
    carrier: z.string(),
    tracking_url: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    status_history: z.array(repairStep),
    /** Admin views only. */
    customer: z.object({ id: z.number().int(), username: z.string(), email: z.string() }).optional(),
  })
  .meta({ id: 'Repair' });
export type Repair = z.infer<typeof repair>;
export const repairPage = paginated(repair);

/** Multipart sends `lines` as JSON text; JSON bodies send the array itself. */
const jsonText = (v: unknown) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};

/** The fields of `POST /api/orders/{id}/repairs/` (JSON, or multipart with up to 3 `photos` files). */
export const repairRequestBody = z.object({
  lines: z.preprocess(
    jsonText,
    z
      .array(z.object({ order_item_id: idField(), quantity: intField(1, 1000) }), {
        error: 'Choose at least one piece to repair.',
      })
      .min(1, { error: 'Choose at least one piece to repair.' })
      .max(100),
  ),
  description: text({ max: REPAIR_DESCRIPTION_MAX, min: 1 }),
});
export type RepairRequestBody = z.input<typeof repairRequestBody>;

export const myRepairQuery = pageQuery.extend({ order: optionalFilter(idField()) });

export const adminRepairQuery = pageQuery.extend({
  status: optionalFilter(repairStatus),
  search: optionalFilter(text({ max: 200 })),
});

export const adminRepairPatch = z.object({
  status: z.enum(['accepted', 'declined', 'received', 'repaired', 'shipped'], {
    error: 'Choose "accepted", "declined", "received", "repaired" or "shipped".',
  }),
  message: text({ max: 1000 }).default(''),
  /** Required with `shipped`: the parcel bringing the piece back. */
  tracking_number: text({ max: 100 }).default(''),
  /** A carrier code of the shipments table (a tracking link) or any name. */
  carrier: text({ max: 100 }).default(''),
});
export type AdminRepairPatch = z.input<typeof adminRepairPatch>;
