'use client';
import { useMoney } from '@/context/use-money';
import type { Cents } from '@/lib/money';

export interface SummaryLine {
  key: string;
  name: string;
  size: string | null;
  quantity: number;
  lineTotal: Cents;
}

/** The pieces being bought, compactly: name, size, quantity and line total. */
export function CheckoutLines({ lines }: { lines: SummaryLine[] }) {
  const money = useMoney();
  return (
    <ul className="divide-y divide-linen-200 text-sm">
      {lines.map((line) => (
        <li key={line.key} className="flex justify-between gap-3 py-2">
          <span>
            <span className="font-semibold">{line.name}</span>
            {line.size && <span className="text-ink-soft"> · {line.size}</span>}
            <span className="text-ink-soft"> × {line.quantity}</span>
          </span>
          <span className="tabular-nums">{money(line.lineTotal)}</span>
        </li>
      ))}
    </ul>
  );
}
