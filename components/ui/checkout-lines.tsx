'use client';
import { AnswerList } from '@/components/ui/answer-list';
import { Thumbnail } from '@/components/ui/thumbnail';
import { useMoney } from '@/context/use-money';
import type { Cents } from '@/lib/money';
import type { AnswerLine } from '@/lib/personalization';
import { formatShipDate } from '@/lib/variants';

export interface SummaryLine {
  key: string;
  name: string;
  size: string | null;
  quantity: number;
  lineTotal: Cents;
  /** The piece's picture; older order answers carry none (the fabric placeholder then). */
  image?: string | null;
  /** A piece made to order: the day it ships by (YYYY-MM-DD, §26.5). */
  shipsBy?: string | null;
  /** The shopper's answers to the piece's questions. */
  personalization?: AnswerLine[];
}

/** The pieces being bought, compactly: a small picture, name, size, quantity and line total. */
export function CheckoutLines({ lines }: { lines: SummaryLine[] }) {
  const money = useMoney();
  return (
    <ul className="divide-y divide-linen-200 text-sm">
      {lines.map((line) => (
        <li key={line.key} className="flex items-center gap-3 py-2">
          <Thumbnail image={line.image} sizes="48px" className="size-12 rounded-lg" />
          <div className="min-w-0 flex-1">
            <span className="font-semibold">{line.name}</span>
            {line.size && <span className="text-ink-soft"> · {line.size}</span>}
            <span className="text-ink-soft"> × {line.quantity}</span>
            {line.personalization && <AnswerList lines={line.personalization} small />}
            {line.shipsBy && (
              <span className="block text-xs font-semibold text-terracotta-700">
                Ships by {formatShipDate(line.shipsBy)}
              </span>
            )}
          </div>
          <span className="tabular-nums">{money(line.lineTotal)}</span>
        </li>
      ))}
    </ul>
  );
}
