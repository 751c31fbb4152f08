import type { ReviewFit } from '@fabric-tales/contract';

/** How a piece fits and wears (§27.2), in the shop's words: the review form's choices and the review's line. */
export const reviewFitLabels: Record<ReviewFit, string> = {
  small: 'Runs small',
  true: 'True to size',
  large: 'Runs large',
};
