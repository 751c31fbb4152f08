import { ArrowUturnLeftIcon, CalendarDaysIcon, SparklesIcon, TruckIcon } from '@heroicons/react/24/outline';
import type { ComponentType, SVGProps } from 'react';
import { formatMoney } from '@/lib/format';
import { toCents } from '@/lib/money';
import type { StorefrontConfig } from '@/lib/shop-config';

interface PurchaseNotesProps {
  config: StorefrontConfig;
  /** The standard delivery estimate (GET /api/shipping-methods/); null: not said. */
  delivery: string | null;
}

interface Note {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  text: string;
}

/**
 * Beside the Add to cart button: when it arrives, what shipping costs and how long there is to return it, each
 * quoted from the shop's settings (GET /api/config/). A figure the API does not give is not guessed: its line is
 * left out (an older backend has no return window, no API at all no shipping rule).
 */
export function PurchaseNotes({ config, delivery }: PurchaseNotesProps) {
  const notes: Note[] = [];
  if (delivery) notes.push({ icon: CalendarDaysIcon, text: `Delivery in ${delivery}` });
  if (config.known) {
    const everyOrder = toCents(config.free_shipping_from) <= 0 || toCents(config.shipping_fee) <= 0;
    notes.push({
      icon: TruckIcon,
      text: everyOrder
        ? 'Free shipping on every order'
        : `Free shipping on orders from ${formatMoney(config.free_shipping_from, config.currency)}, otherwise ${formatMoney(config.shipping_fee, config.currency)}`,
    });
  }
  if (config.return_days) {
    notes.push({
      icon: ArrowUturnLeftIcon,
      text: `Returns within ${config.return_days} ${config.return_days === 1 ? 'day' : 'days'} of delivery`,
    });
  }
  notes.push({ icon: SparklesIcon, text: 'Handmade in small batches' });
  return (
    <ul aria-label="Delivery and returns" className="flex flex-col gap-2 text-sm text-ink-soft">
      {notes.map(({ icon: Icon, text }) => (
        <li key={text} className="flex items-start gap-2">
          <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-plum-700" />
          {text}
        </li>
      ))}
    </ul>
  );
}
