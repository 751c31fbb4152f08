import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'plum' | 'terracotta' | 'sage' | 'danger';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-linen-200 text-ink',
  plum: 'bg-plum-500/15 text-plum-800',
  terracotta: 'bg-terracotta-400/25 text-terracotta-700',
  sage: 'bg-sage-100 text-sage-700',
  danger: 'bg-terracotta-700 text-white',
};

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>
      {children}
    </span>
  );
}
