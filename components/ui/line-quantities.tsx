'use client';
import { controlClasses, FieldFrame } from '@/components/ui/field';

interface Line {
  id: number;
  name: string;
  size?: string | null;
}

/**
 * "How many of each line?": one select per order line, from none up to what is left of it, and the error when
 * none is chosen. A return and a repair request ask it the same way; only the words differ.
 */
export function LineQuantities<L extends Line>({
  legend,
  lines,
  left,
  quantities,
  onChange,
  noneLabel,
  verb,
  error,
}: {
  legend: string;
  lines: L[];
  /** How many units of the line may still be chosen. */
  left: (line: L) => number;
  quantities: Record<number, number>;
  onChange: (quantities: Record<number, number>) => void;
  /** The option for none of the line ("Keep"). */
  noneLabel: string;
  /** Before the count in the other options ("Return" → "Return 2"). */
  verb: string;
  error?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      {lines.map((line) => (
        <FieldFrame key={line.id} label={`${line.name}${line.size ? ` (${line.size})` : ''}`}>
          {(control) => (
            <select
              className={controlClasses}
              value={quantities[line.id] ?? 0}
              onChange={(e) => onChange({ ...quantities, [line.id]: Number(e.target.value) })}
              {...control}
            >
              {Array.from({ length: left(line) + 1 }, (_, n) => (
                <option key={n} value={n}>
                  {n === 0 ? noneLabel : `${verb} ${n}`}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
      ))}
      {error && <p className="text-sm text-terracotta-700">{error}</p>}
    </fieldset>
  );
}
