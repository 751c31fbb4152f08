'use client';
import { useState } from 'react';
import { ReviewForm, REVIEW_THANKS } from '@/components/orders/review-form';
import { Button } from '@/components/ui/button';
import type { Order } from '@/lib/types';

/** A delivered order's lines that name a product still on sale: each can be reviewed once by its buyer (§27.1). */
export function OrderReviews({ order }: { order: Order }) {
  const [open, setOpen] = useState<number | null>(null);
  const [sent, setSent] = useState<number[]>([]);
  const lines = order.status === 'delivered' ? order.items.filter((i) => i.product_id !== null) : [];
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="reviews-heading" className="rounded-2xl border border-linen-200 bg-white p-5">
      <h2 id="reviews-heading" className="font-display text-xl font-semibold text-plum-800">
        Review your pieces
      </h2>
      <ul className="mt-3 flex flex-col gap-3">
        {lines.map((line) => (
          <li key={line.id} className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium">
                {line.name}
                {line.size && <span className="text-ink-soft"> ({line.size})</span>}
              </span>
              {!sent.includes(line.id) && open !== line.id && (
                <Button
                  variant="secondary"
                  onClick={() => setOpen(line.id)}
                  aria-label={`Write a review of ${line.name}`}
                >
                  Write a review
                </Button>
              )}
            </div>
            {sent.includes(line.id) && (
              <p role="status" className="rounded-xl bg-sage-100 px-3 py-2 text-sm text-sage-700">
                {REVIEW_THANKS}
              </p>
            )}
            {open === line.id && (
              <ReviewForm
                productId={line.product_id!}
                orderItemId={line.id}
                name={line.name}
                onCancel={() => setOpen(null)}
                onSent={() => {
                  setSent([...sent, line.id]);
                  setOpen(null);
                }}
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
