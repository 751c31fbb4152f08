'use client';
import { GiftIcon } from '@heroicons/react/24/outline';
import { MAX_GIFT_MESSAGE } from '@fabric-tales/contract';
import { useId } from 'react';
import { controlClasses } from '@/components/ui/control-classes';
import { useMoney } from '@/context/use-money';
import type { Cents } from '@/lib/money';

/** The longest gift message the shop writes on its card (§30.3). */
const GIFT_MESSAGE_MAX = MAX_GIFT_MESSAGE;

export interface GiftChoice {
  /** "This is a gift": without it nothing below is sent. */
  isGift: boolean;
  message: string;
  wrap: boolean;
  hidePrices: boolean;
}

export const NO_GIFT: GiftChoice = { isGift: false, message: '', wrap: false, hidePrices: false };

/** What checkout sends as `gift`: nothing unless the order is a gift. */
export function giftBody(choice: GiftChoice) {
  if (!choice.isGift) return undefined;
  return { message: choice.message.trim(), wrap: choice.wrap, hide_prices: choice.hidePrices };
}

interface GiftOptionsProps {
  value: GiftChoice;
  onChange: (next: GiftChoice) => void;
  /** The shop's gift wrap fee (GET /api/config/); null: the shop offers no wrap. */
  wrapFee: Cents | null;
  error?: string;
}

/**
 * "This is a gift": a message for the card (up to 300 characters, counted as typed), gift wrap at the shop's fee,
 * and a packing slip without prices. Shown only by a shop that offers gifts.
 */
export function GiftOptions({ value, onChange, wrapFee, error }: GiftOptionsProps) {
  const money = useMoney();
  const id = useId();
  const set = (change: Partial<GiftChoice>) => onChange({ ...value, ...change });
  const left = GIFT_MESSAGE_MAX - value.message.length;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-6 rounded-2xl border border-linen-200 bg-linen-50 p-4 sm:p-5"
      data-testid="gift-options"
    >
      <h3 id={`${id}-heading`} className="flex items-center gap-2 font-display text-xl font-semibold text-plum-800">
        <GiftIcon aria-hidden="true" className="size-6 text-terracotta-700" />
        Sending it as a gift?
      </h3>
      <label className="mt-3 flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold">
        <input
          type="checkbox"
          checked={value.isGift}
          onChange={(e) => set({ isGift: e.target.checked })}
          className="size-5 accent-plum-700"
        />
        This is a gift
      </label>
      {value.isGift && (
        <div className="mt-3 flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <div className="flex items-baseline justify-between gap-3">
              <label htmlFor={`${id}-message`} className="text-sm font-semibold text-ink">
                Gift message <span className="font-normal text-ink-soft">(optional)</span>
              </label>
              <span
                id={`${id}-count`}
                className={`text-xs tabular-nums ${left < 30 ? 'font-semibold text-terracotta-700' : 'text-ink-soft'}`}
              >
                {value.message.length}/{GIFT_MESSAGE_MAX}
                <span className="sr-only"> characters</span>
              </span>
            </div>
            <textarea
              id={`${id}-message`}
              rows={4}
              maxLength={GIFT_MESSAGE_MAX}
              value={value.message}
              onChange={(e) => set({ message: e.target.value })}
              placeholder="We hand-write it on a card tucked into the parcel."
              aria-invalid={error ? true : undefined}
              aria-describedby={[`${id}-count`, error && `${id}-error`].filter(Boolean).join(' ')}
              className={`${controlClasses} font-display text-lg font-semibold leading-snug`}
            />
            {error && (
              <p id={`${id}-error`} role="alert" className="text-sm text-terracotta-700">
                {error}
              </p>
            )}
          </div>
          {wrapFee !== null && (
            <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-linen-300 bg-white p-3 has-[:checked]:border-plum-700 has-[:checked]:bg-plum-500/5">
              <input
                type="checkbox"
                checked={value.wrap}
                onChange={(e) => set({ wrap: e.target.checked })}
                className="mt-0.5 size-5 accent-plum-700"
              />
              <span className="flex-1">
                <span className="flex justify-between gap-3 text-sm font-semibold">
                  Gift wrap
                  <span className="tabular-nums">{wrapFee === 0 ? 'Free' : `+${money(wrapFee)}`}</span>
                </span>
                <span className="block text-xs text-ink-soft">Wrapped by hand in our studio, ready to give.</span>
              </span>
            </label>
          )}
          <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-linen-300 bg-white p-3 has-[:checked]:border-plum-700 has-[:checked]:bg-plum-500/5">
            <input
              type="checkbox"
              checked={value.hidePrices}
              onChange={(e) => set({ hidePrices: e.target.checked })}
              className="mt-0.5 size-5 accent-plum-700"
            />
            <span>
              <span className="block text-sm font-semibold">Hide prices on the packing slip</span>
              <span className="block text-xs text-ink-soft">The parcel carries no prices: a gift receipt.</span>
            </span>
          </label>
        </div>
      )}
    </section>
  );
}
