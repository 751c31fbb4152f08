// A piece's personalization: the questions a product asks, a shopper's answers to them, and the answers as a
// cart or order line shows them ("label: answer"), §30.1. Plain functions, none on the catalog's first load (the product page's form loads them).
import type { PersonalizationQuestion } from '@fabric-tales/contract';

export type { PersonalizationQuestion };

/** A shopper's answers by question id, as POST /api/cart/ takes them and a local cart line keeps them. */
export type PersonalizationAnswers = Record<string, string>;

/** A line's answers as the cart keeps them: by question id (what the API takes) and labelled (what it shows). */
export interface PersonalizedLine {
  answers: PersonalizationAnswers;
  lines: AnswerLine[];
}

/** An answer as a line shows it. */
export interface AnswerLine {
  label: string;
  answer: string;
}

/** The answers worth sending: blank ones dropped, the rest trimmed. */
export function filledAnswers(answers: PersonalizationAnswers | null | undefined): PersonalizationAnswers {
  const out: PersonalizationAnswers = {};
  for (const [id, answer] of Object.entries(answers ?? {})) {
    if (typeof answer === 'string' && answer.trim()) out[id] = answer.trim();
  }
  return out;
}

/** The answers with their questions' labels, in the questions' order. */
export function answerLines(questions: PersonalizationQuestion[], answers: PersonalizationAnswers): AnswerLine[] {
  const filled = filledAnswers(answers);
  return questions
    .filter((q) => filled[String(q.id)] !== undefined)
    .map((q) => ({ label: q.label, answer: filled[String(q.id)] }));
}

/** A line's answers as the API sends them (`[{label, answer}]`); anything else shows none. */
export function linesOf(value: unknown): AnswerLine[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (v): v is AnswerLine => !!v && typeof v === 'object' && typeof v.label === 'string' && typeof v.answer === 'string',
  );
}
