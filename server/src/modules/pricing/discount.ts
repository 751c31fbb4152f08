import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/executor';
import { customerUses, findDiscount, type Discount } from './discount-codes';
import { discountCents, discountMessages, whyNotApplicable } from './discount-rules';

/** When a code is judged, and the shop's currency its reasons quote amounts in. */
export interface JudgedAt {
  now: Date;
  currency: string;
}

/** The judging moment of a request: the app's clock and configured currency. */
export const judgedNow = (app: FastifyInstance): JudgedAt => ({ now: app.clock.now(), currency: app.config.currency });

export type CodeCheck = { ok: true; discount: Discount; amountCents: number } | { ok: false; reason: string };

/** Whether `code` applies to this customer's subtotal now, and how much it takes off. */
export async function checkCode(
  db: Executor,
  code: string,
  userId: number,
  subtotalCents: number,
  at: JudgedAt,
  lock = false,
): Promise<CodeCheck> {
  const discount = await findDiscount(db, code, lock);
  const uses = discount?.maxUsesPerCustomer == null ? 0 : await customerUses(db, discount.id, userId);
  return judgeCode(discount ?? null, uses, subtotalCents, at);
}

/** The same judgement on a code's row already read (null: no such code) and the customer's uses of it. */
export function judgeCode(discount: Discount | null, uses: number, subtotalCents: number, at: JudgedAt): CodeCheck {
  if (!discount) return { ok: false, reason: discountMessages.unknown };
  const reason = whyNotApplicable(discount, { subtotalCents, ...at, customerUses: uses });
  if (reason) return { ok: false, reason };
  return { ok: true, discount, amountCents: discountCents(discount, subtotalCents, at.currency) };
}
