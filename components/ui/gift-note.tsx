import { GiftIcon } from '@heroicons/react/24/outline';

interface GiftNoteProps {
  gift: { message: string; wrap: boolean; hide_prices: boolean } | null | undefined;
  className?: string;
}

/** An order that is a gift (§30.3): its card's message, whether it is wrapped and whether the slip hides prices. */
export function GiftNote({ gift, className = '' }: GiftNoteProps) {
  if (!gift) return null;
  const extras = [gift.wrap && 'Gift wrapped', gift.hide_prices && 'No prices on the packing slip'].filter(Boolean);
  return (
    <div
      className={`rounded-xl border border-dashed border-plum-500/40 bg-linen-50 p-4 text-sm ${className}`}
      data-testid="gift-note"
    >
      <p className="flex items-center gap-2 font-semibold text-plum-800">
        <GiftIcon aria-hidden="true" className="size-5 text-terracotta-700" />A gift
      </p>
      {gift.message && (
        <blockquote className="mt-2 whitespace-pre-wrap font-display text-base font-semibold leading-snug text-ink [overflow-wrap:anywhere]">
          “{gift.message}”
        </blockquote>
      )}
      {extras.length > 0 && <p className="mt-2 text-ink-soft">{extras.join(' · ')}</p>}
    </div>
  );
}
