'use client';
import { useEffect, useId, useImperativeHandle, useState, type Ref } from 'react';
import { controlClasses } from '@/components/ui/control-classes';
import { fieldErrors } from '@/lib/api/errors';
import {
  answerLines,
  filledAnswers,
  type PersonalizedLine,
  type PersonalizationAnswers,
  type PersonalizationQuestion,
} from '@/lib/personalization';

/** Up to this many choices show as buttons; more as a list. */
const MAX_CHOICE_BUTTONS = 5;

const REQUIRED_MESSAGE = 'Please answer this: we need it to make your piece.';

/**
 * The answers' problems by question id, as the API would name them (`personalization.<id>`): a required one left
 * blank, one longer than its question allows, a choice the question does not offer. Empty when all is well.
 */
export function checkAnswers(
  questions: PersonalizationQuestion[],
  answers: PersonalizationAnswers,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const q of questions) {
    const id = String(q.id);
    const answer = (answers[id] ?? '').trim();
    if (!answer) {
      if (q.required) errors[id] = REQUIRED_MESSAGE;
    } else if (q.kind === 'text' && q.max_length && answer.length > q.max_length) {
      errors[id] = `Please keep it to ${q.max_length} characters.`;
    } else if (q.kind === 'choice' && q.choices && !q.choices.includes(answer)) {
      errors[id] = 'Please choose one of the options.';
    }
  }
  return errors;
}

/** The API's refusal of answers (400 naming `personalization.<id>`), by question id; none for any other error. */
export function answerErrorsOf(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldErrors(error))) {
    if (field.startsWith('personalization.')) errors[field.slice('personalization.'.length)] = message;
  }
  return errors;
}

/** What the product page asks of the form when Add to cart is pressed, and tells it when the API refuses. */
export interface PersonalizationHandle {
  /** The answers (blank ones left out) with their labels; null when one is wrong, each then said by its question. */
  ready(): PersonalizedLine | null;
  /** Shows the API's refusal of answers (`personalization.<id>`) by their questions. */
  refused(error: unknown): void;
}

interface PersonalizationFormProps {
  questions: PersonalizationQuestion[];
  handle: Ref<PersonalizationHandle>;
  /** Told once the form can take answers: the page's button waits for it. */
  onReady?: (ready: true) => void;
}

/**
 * The questions a piece asks before it is made (initials to stitch, a thread colour): free text with its length and
 * a counter, or a choice; the required ones marked (§30.1). Loaded only on the page of a product that asks some; it
 * keeps the answers until the page adds the piece.
 */
export function PersonalizationForm({ questions, handle, onReady }: PersonalizationFormProps) {
  const [answers, setAnswers] = useState<PersonalizationAnswers>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => onReady?.(true), [onReady]);

  useImperativeHandle(
    handle,
    () => ({
      ready() {
        const found = checkAnswers(questions, answers);
        setErrors(found);
        if (Object.keys(found).length === 0) {
          const filled = filledAnswers(answers);
          return { answers: filled, lines: answerLines(questions, filled) };
        }
        requestAnimationFrame(() => {
          const field = document.querySelector<HTMLElement>('[data-testid="personalization"] [aria-invalid="true"]');
          field?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
          field?.focus({ preventScroll: true });
        });
        return null;
      },
      refused: (error) => setErrors(answerErrorsOf(error)),
    }),
    [questions, answers],
  );

  function change(id: string, answer: string) {
    setAnswers((current) => ({ ...current, [id]: answer }));
    setErrors(({ [id]: _, ...others }) => others);
  }

  return (
    <fieldset className="rounded-2xl border border-linen-200 bg-linen-50 p-4 sm:p-5" data-testid="personalization">
      <legend className="sr-only">Personalize your piece</legend>
      <p aria-hidden="true" className="font-display text-xl font-semibold text-plum-800">
        Make it yours
      </p>
      <p className="mt-1 text-sm text-ink-soft">
        Made by hand to your wishes. Fields marked <span className="text-terracotta-700">*</span> are needed.
      </p>
      <div className="mt-4 flex flex-col gap-4">
        {questions.map((q) => (
          <Question
            key={q.id}
            question={q}
            answer={answers[String(q.id)] ?? ''}
            error={errors[String(q.id)]}
            onChange={(answer) => change(String(q.id), answer)}
          />
        ))}
      </div>
    </fieldset>
  );
}

interface QuestionProps {
  question: PersonalizationQuestion;
  answer: string;
  error?: string;
  onChange: (answer: string) => void;
}

function Question({ question: q, answer, error, onChange }: QuestionProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const counterId = `${id}-count`;
  const label = (
    <>
      {q.label}
      {q.required ? (
        <span className="text-terracotta-700" aria-hidden="true">
          {' '}
          *
        </span>
      ) : (
        <span className="font-normal text-ink-soft"> (optional)</span>
      )}
    </>
  );
  const errorLine = error && (
    <p id={errorId} role="alert" className="text-sm font-semibold text-terracotta-700">
      {error}
    </p>
  );

  if (q.kind === 'choice') {
    const choices = q.choices ?? [];
    if (choices.length <= MAX_CHOICE_BUTTONS) {
      return (
        <fieldset aria-describedby={error ? errorId : undefined} aria-required={q.required || undefined}>
          <legend className="text-sm font-semibold text-ink">{label}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {choices.map((choice) => (
              <label key={choice} className="size-choice">
                <input
                  type="radio"
                  name={`question-${q.id}`}
                  value={choice}
                  checked={answer === choice}
                  onChange={() => onChange(choice)}
                  className="sr-only"
                />
                {choice}
              </label>
            ))}
          </div>
          {errorLine && <div className="mt-2">{errorLine}</div>}
        </fieldset>
      );
    }
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {label}
        </label>
        <select
          id={id}
          value={answer}
          onChange={(e) => onChange(e.target.value)}
          required={q.required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${controlClasses} min-h-11`}
        >
          <option value="">Choose…</option>
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
        {errorLine}
      </div>
    );
  }

  const max = q.max_length ?? undefined;
  const near = max !== undefined && answer.length > max * 0.85;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {label}
        </label>
        {max !== undefined && (
          <span
            id={counterId}
            className={`text-xs tabular-nums ${near ? 'font-semibold text-terracotta-700' : 'text-ink-soft'}`}
          >
            {answer.length}/{max}
            <span className="sr-only"> characters</span>
          </span>
        )}
      </div>
      <input
        id={id}
        type="text"
        value={answer}
        maxLength={max}
        onChange={(e) => onChange(e.target.value)}
        required={q.required}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={[max !== undefined && counterId, error && errorId].filter(Boolean).join(' ') || undefined}
        className={`${controlClasses} min-h-11`}
      />
      {errorLine}
    </div>
  );
}
