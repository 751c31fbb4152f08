/** Handmade orders (docs/product-rules.md §30): personalization questions and answers, gift options. */
export { answerKey, answersField, judgeAnswers, numberQuestions, shownAnswers } from './personalization';
export type { Judged, QuestionInput } from './personalization';
export { giftOf } from './gift';
