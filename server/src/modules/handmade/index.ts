/** Handmade orders (docs/product-rules.md §30): personalization questions and answers, gift options. */
export { answersField, judgeAnswers, numberQuestions, shownAnswers } from './personalization';
export { giftOf } from './gift';
