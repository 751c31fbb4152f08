import type { AnswerLine } from '@/lib/personalization';

interface Props {
  lines: AnswerLine[];
  /** The compact size of checkout's and an order's lines. */
  small?: boolean;
  className?: string;
}

/** A line's personalization as "label: answer", one to a row; nothing for a line without answers. */
export function AnswerList({ lines, small = false, className = '' }: Props) {
  if (lines.length === 0) return null;
  return (
    <dl className={`${small ? 'text-xs' : 'text-sm'} text-ink-soft ${className}`} data-testid="line-personalization">
      {lines.map((line, i) => (
        <div key={`${line.label}-${i}`} className="flex flex-wrap gap-x-1">
          <dt>{line.label}:</dt>
          <dd className="font-semibold text-ink [overflow-wrap:anywhere]">{line.answer}</dd>
        </div>
      ))}
    </dl>
  );
}
