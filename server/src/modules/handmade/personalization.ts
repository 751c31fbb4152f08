import type { PersonalizationAnswer, PersonalizationQuestion } from '@fabric-tales/contract';
import type { LineAnswer } from '../../db/schema';

/** The questions as the admin wrote them, parsed (the contract's input, after its transform). */
export interface QuestionInput {
  id?: number;
  label: string;
  kind: 'text' | 'choice';
  required: boolean;
  max_length: number | null;
  choices: string[];
}

/**
 * Gives the admin's questions their ids (§30.1): a listed id of one of the product's questions keeps it, so the
 * answers already in carts stay that question's; any other gets the next id of the product, never reused.
 */
export function numberQuestions(before: PersonalizationQuestion[], input: QuestionInput[]): PersonalizationQuestion[] {
  const known = new Set(before.map((q) => q.id));
  let next = Math.max(0, ...before.map((q) => q.id), ...input.map((q) => q.id ?? 0)) + 1;
  return input.map((q) => ({
    id: q.id !== undefined && known.has(q.id) ? q.id : next++,
    label: q.label,
    kind: q.kind,
    required: q.required,
    max_length: q.kind === 'text' ? q.max_length : null,
    choices: q.kind === 'choice' ? q.choices : [],
  }));
}

/** A refused answer: the field (`personalization.<id>`) and the shop's sentence. */
export interface AnswerProblem {
  field: string;
  message: string;
}

export type Judged = { ok: true; answers: LineAnswer[]; key: string } | ({ ok: false } & AnswerProblem);

/**
 * Judges a shopper's answers against the product's questions (§30.1): every required question answered, a text
 * answer within its length, a choice one of the choices, no answer to a question the product does not ask. A
 * blank answer is no answer. The answers come back in the questions' order with their labels, and as one
 * canonical key: the same answers are the same line, other answers another line.
 */
export function judgeAnswers(questions: PersonalizationQuestion[], given: Record<string, string> = {}): Judged {
  const asked = new Set(questions.map((q) => String(q.id)));
  const unknown = Object.keys(given).find((id) => !asked.has(id) && given[id].trim() !== '');
  if (unknown !== undefined) {
    return { ok: false, field: `personalization.${unknown}`, message: 'This piece does not ask that question.' };
  }
  const answers: LineAnswer[] = [];
  for (const q of questions) {
    const answer = (given[String(q.id)] ?? '').trim();
    const field = `personalization.${q.id}`;
    if (answer === '') {
      if (q.required) return { ok: false, field, message: `Please answer “${q.label}”.` };
      continue;
    }
    if (q.kind === 'text' && q.max_length !== null && [...answer].length > q.max_length) {
      return { ok: false, field, message: `Keep “${q.label}” to ${q.max_length} characters.` };
    }
    if (q.kind === 'choice' && !q.choices.includes(answer)) {
      return { ok: false, field, message: `Choose one of: ${q.choices.join(', ')}.` };
    }
    answers.push({ id: q.id, label: q.label, answer });
  }
  return { ok: true, answers, key: answerKey(answers) };
}

/** The line key of a set of answers: '' for none, so a line without answers is the line it always was. */
export const answerKey = (answers: Pick<LineAnswer, 'id' | 'answer'>[]) =>
  answers.length === 0 ? '' : JSON.stringify(answers.map((a) => [a.id, a.answer]));

/** What a cart or order line shows: label and answer. */
export const shownAnswers = (answers: PersonalizationAnswer[] | null | undefined): PersonalizationAnswer[] =>
  (answers ?? []).map(({ label, answer }) => ({ label, answer }));

/** `personalization` on a line's answer only when it has answers: a line without stays as it always was. */
export const answersField = (answers: PersonalizationAnswer[] | null | undefined) =>
  answers && answers.length > 0 ? { personalization: shownAnswers(answers) } : {};
