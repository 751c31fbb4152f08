import { z } from 'zod';
import { intField, money } from './numbers';
import { text } from './strings';

/** Handmade orders (docs/product-rules.md §30): personalization questions, their answers, gift options. */

/** At most this many questions per product (§30.1). */
export const MAX_PERSONALIZATION_QUESTIONS = 5;
/** A text question's `max_length` lies within 1 and this; an answer is never longer (§30.1). */
export const MAX_PERSONALIZATION_ANSWER = 500;
/** At most this many choices per choice question, each at most 100 characters. */
export const MAX_PERSONALIZATION_CHOICES = 20;
/** The longest gift message (§30.3). */
export const MAX_GIFT_MESSAGE = 300;

export const personalizationKind = z.enum(['text', 'choice'], { error: 'Choose text or choice.' });
export type PersonalizationKind = z.infer<typeof personalizationKind>;

/** A question a product asks (§30.1): `max_length` only for text, `choices` only for choice. */
export const personalizationQuestion = z
  .object({
    id: z.number().int().describe('Stable within its product: the key of its answer in POST /api/cart/'),
    label: z.string(),
    kind: personalizationKind,
    required: z.boolean(),
    max_length: z.number().int().nullable().describe('Text: the longest answer; null for a choice'),
    choices: z.array(z.string()).describe('Choice: the accepted answers; [] for text'),
  })
  .meta({ id: 'PersonalizationQuestion' });
export type PersonalizationQuestion = z.infer<typeof personalizationQuestion>;

const label = text({ max: 100, min: 1 });
const choiceText = text({ max: 100, min: 1 });

/** A question as the admin writes it: a listed `id` keeps its id (answers in carts stay its), new ones get one. */
export const personalizationQuestionInput = z
  .object({
    id: intField(1, 1_000_000).optional(),
    label,
    kind: personalizationKind,
    required: z.boolean({ error: 'Must be a valid boolean.' }).default(false),
    max_length: intField(1, MAX_PERSONALIZATION_ANSWER).nullable().default(null),
    choices: z.array(choiceText).max(MAX_PERSONALIZATION_CHOICES).default([]),
  })
  .superRefine((q, ctx) => {
    if (q.kind === 'text' && q.max_length === null) {
      ctx.addIssue({ code: 'custom', path: ['max_length'], message: 'Say how long an answer may be.' });
    }
    if (q.kind === 'choice' && q.choices.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['choices'], message: 'Give at least one choice.' });
    }
    if (new Set(q.choices.map((c) => c.toLowerCase())).size !== q.choices.length) {
      ctx.addIssue({ code: 'custom', path: ['choices'], message: 'Each choice must be unique.' });
    }
  })
  .transform((q) =>
    q.kind === 'text' ? { ...q, choices: [] as string[] } : { ...q, max_length: null as number | null },
  );
export type PersonalizationQuestionInput = z.input<typeof personalizationQuestionInput>;

export const personalizationQuestionsInput = z
  .array(personalizationQuestionInput)
  .max(MAX_PERSONALIZATION_QUESTIONS, { error: `A product asks at most ${MAX_PERSONALIZATION_QUESTIONS} questions.` })
  .refine((qs) => new Set(qs.map((q) => q.label.toLowerCase())).size === qs.length, {
    error: 'Each question label must be unique.',
  })
  .refine(
    (qs) =>
      new Set(qs.filter((q) => q.id !== undefined).map((q) => q.id)).size ===
      qs.filter((q) => q.id !== undefined).length,
    {
      error: 'Each question id must be unique.',
    },
  );

/**
 * The answers a shopper gives when adding to the cart: `{"<question id>": "<answer>"}`. Only the shape is checked
 * here; the product's questions decide the rest (required, length, choices: 400 naming `personalization.<id>`).
 */
export const personalizationAnswersInput = z
  .record(
    z.string().regex(/^\d{1,9}$/, { error: 'A question id.' }),
    text({ max: MAX_PERSONALIZATION_ANSWER, tooLong: `Keep it to ${MAX_PERSONALIZATION_ANSWER} characters.` }),
    { error: 'Expected an object of answers by question id.' },
  )
  .refine((a) => Object.keys(a).length <= MAX_PERSONALIZATION_QUESTIONS * 4, { error: 'Too many answers.' });
export type PersonalizationAnswersInput = z.input<typeof personalizationAnswersInput>;

/** An answer as a cart or order line shows it: the question's label and the answer, kept with the order. */
export const personalizationAnswer = z
  .object({ label: z.string(), answer: z.string() })
  .meta({ id: 'PersonalizationAnswer' });
export type PersonalizationAnswer = z.infer<typeof personalizationAnswer>;

/** Checkout's gift options (§30.3). */
export const giftInput = z.object({
  message: text({ max: MAX_GIFT_MESSAGE, tooLong: `Keep the gift message to ${MAX_GIFT_MESSAGE} characters.` }).default(
    '',
  ),
  wrap: z.boolean({ error: 'Must be a valid boolean.' }).default(false),
  hide_prices: z.boolean({ error: 'Must be a valid boolean.' }).default(false),
});
export type GiftInput = z.input<typeof giftInput>;

/** An order's gift options as given at checkout; `gift_wrap` on the order is what the wrap cost. */
export const orderGift = z
  .object({ message: z.string(), wrap: z.boolean(), hide_prices: z.boolean() })
  .meta({ id: 'OrderGift' });
export type OrderGift = z.infer<typeof orderGift>;

export const giftWrapAmount = money.describe("The gift wrap line: the shop's gift_wrap_fee when wrapped, else 0.00");
