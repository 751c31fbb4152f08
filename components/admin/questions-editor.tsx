'use client';
import { PlusIcon, TrashIcon } from '@heroicons/react/24/outline';
import { MAX_PERSONALIZATION_QUESTIONS } from '@fabric-tales/contract';
import { Button } from '@/components/ui/button';
import { controlClasses, Field, FieldFrame } from '@/components/ui/field';

/** A question as the product form holds it (§30.1): choices one per line while typed. */
export interface QuestionRow {
  id?: number;
  label: string;
  kind: 'text' | 'choice';
  required: boolean;
  max_length: number | null;
  choices: string[];
}

const NEW_QUESTION: QuestionRow = { label: '', kind: 'text', required: false, max_length: 30, choices: [] };

/** Rows as typed, for the contract: empty rows dropped, choices trimmed and blank ones dropped. */
export function cleanQuestions(rows: unknown) {
  if (!Array.isArray(rows)) return rows;
  return (rows as QuestionRow[])
    .filter((row) => row.label.trim())
    .map((row) => ({
      ...row,
      label: row.label.trim(),
      max_length: row.kind === 'text' ? row.max_length : null,
      choices: row.kind === 'choice' ? row.choices.map((c) => c.trim()).filter(Boolean) : [],
    }));
}

interface Props {
  rows: QuestionRow[];
  onChange: (rows: QuestionRow[]) => void;
  error?: string;
}

/**
 * The questions a shopper answers before a piece is made (§30.1), up to five: free text with the longest answer,
 * or a choice among the listed answers; each required or not.
 */
export function QuestionsEditor({ rows, onChange, error }: Props) {
  const update = (i: number, change: Partial<QuestionRow>) =>
    onChange(rows.map((row, j) => (j === i ? { ...row, ...change } : row)));
  return (
    <fieldset className="flex flex-col gap-3" data-testid="questions-editor">
      <legend className="text-sm font-semibold text-ink">Personalization questions</legend>
      <p className="text-xs text-ink-soft">
        Up to {MAX_PERSONALIZATION_QUESTIONS} questions the shopper answers when adding the piece to the cart (initials
        to stitch, a thread colour). Answers travel with the order to the packing slip.
      </p>
      {rows.map((row, i) => {
        const n = i + 1;
        return (
          <div key={row.id ?? `new-${i}`} className="grid gap-3 rounded-xl border border-linen-200 p-3 sm:grid-cols-2">
            <Field
              label={`Question ${n}`}
              value={row.label}
              maxLength={100}
              onChange={(e) => update(i, { label: e.target.value })}
            />
            <FieldFrame label={`Question ${n} kind`}>
              {(control) => (
                <select
                  className={`${controlClasses} min-h-11`}
                  value={row.kind}
                  onChange={(e) => update(i, { kind: e.target.value as QuestionRow['kind'] })}
                  {...control}
                >
                  <option value="text">Free text</option>
                  <option value="choice">A choice</option>
                </select>
              )}
            </FieldFrame>
            {row.kind === 'text' ? (
              <Field
                label={`Question ${n} longest answer (characters)`}
                type="number"
                min={1}
                max={500}
                inputMode="numeric"
                value={row.max_length === null ? '' : String(row.max_length)}
                onChange={(e) => update(i, { max_length: e.target.value === '' ? null : Number(e.target.value) })}
              />
            ) : (
              <FieldFrame label={`Question ${n} choices`} hint="One per line.">
                {(control) => (
                  <textarea
                    className={controlClasses}
                    rows={3}
                    value={row.choices.join('\n')}
                    onChange={(e) => update(i, { choices: e.target.value.split('\n') })}
                    {...control}
                  />
                )}
              </FieldFrame>
            )}
            <div className="flex items-end justify-between gap-2">
              <label className="flex min-h-11 items-center gap-3 text-sm font-semibold">
                <input
                  type="checkbox"
                  checked={row.required}
                  onChange={(e) => update(i, { required: e.target.checked })}
                  className="size-5 accent-plum-700"
                />
                Required
              </label>
              <Button
                variant="ghost"
                aria-label={`Remove question ${row.label || n}`}
                onClick={() => onChange(rows.filter((_, j) => j !== i))}
              >
                <TrashIcon aria-hidden="true" className="size-5" />
              </Button>
            </div>
          </div>
        );
      })}
      {error && <p className="text-sm text-terracotta-700">{error}</p>}
      {rows.length < MAX_PERSONALIZATION_QUESTIONS && (
        <div>
          <Button variant="secondary" onClick={() => onChange([...rows, { ...NEW_QUESTION }])}>
            <PlusIcon aria-hidden="true" className="size-4" />
            Add a question
          </Button>
        </div>
      )}
    </fieldset>
  );
}
