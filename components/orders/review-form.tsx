'use client';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { controlClasses, FieldFrame } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { errorMessage, fieldErrors } from '@/lib/api/errors';
import { useCreateReview } from '@/lib/api/queries/reviews';
import { REVIEW_PHOTOS_MAX, reviewFits, type ReviewFit } from '@/lib/api/reviews';
import { reviewFitLabels } from '@/lib/review-fit';

export const REVIEW_THANKS = 'Thanks — your review will appear once it is approved.';

interface ReviewFormProps {
  productId: number;
  orderItemId: number;
  name: string;
  onCancel: () => void;
  onSent: () => void;
}

/** The review of one delivered line (§27.1, §27.2): a rating, a title, the text, the fit and up to 3 photos. */
export function ReviewForm({ productId, orderItemId, name, onCancel, onSent }: ReviewFormProps) {
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [fit, setFit] = useState<ReviewFit | ''>('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateReview(productId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (rating < 1) missing.rating = 'Choose a rating from 1 to 5 stars.';
    if (!body.trim()) missing.body = 'Tell us about the piece.';
    if (photos.length > REVIEW_PHOTOS_MAX) missing.photos = `You can add up to ${REVIEW_PHOTOS_MAX} photos.`;
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      await create.mutateAsync({ orderItemId, rating, title, body, fit: fit || null, photos });
      onSent();
    } catch (error) {
      const fields = fieldErrors(error);
      // A line that cannot be reviewed (not delivered, reviewed already) is said for the whole form.
      setErrors({ ...fields, form: fields.order_item_id ?? errorMessage(error, 'We could not send your review.') });
    }
  }

  const headingId = `review-heading-${orderItemId}`;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-linen-200 bg-white p-5"
    >
      <h3 id={headingId} className="font-display text-lg font-semibold text-plum-800">
        Review {name}
      </h3>
      <fieldset aria-describedby={errors.rating ? `${headingId}-rating` : undefined}>
        <legend className="mb-1 text-sm font-semibold">Your rating</legend>
        <div className="flex gap-3">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="flex min-h-11 items-center gap-1 text-sm">
              <input
                type="radio"
                name={`rating-${orderItemId}`}
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="size-4 accent-plum-700"
              />
              {n === 1 ? '1 star' : `${n} stars`}
            </label>
          ))}
        </div>
        {errors.rating && (
          <p id={`${headingId}-rating`} className="text-sm text-terracotta-700">
            {errors.rating}
          </p>
        )}
      </fieldset>
      <FieldFrame label="Title" error={errors.title} hint="Optional.">
        {(control) => (
          <input
            className={controlClasses}
            value={title}
            maxLength={120}
            onChange={(e) => setTitle(e.target.value)}
            {...control}
          />
        )}
      </FieldFrame>
      <FieldFrame label="Your review" error={errors.body}>
        {(control) => (
          <textarea
            className={controlClasses}
            rows={4}
            maxLength={4000}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            {...control}
          />
        )}
      </FieldFrame>
      <FieldFrame label="How does it fit?" error={errors.fit}>
        {(control) => (
          <select
            className={controlClasses}
            value={fit}
            onChange={(e) => setFit(e.target.value as ReviewFit | '')}
            {...control}
          >
            <option value="">Rather not say</option>
            {reviewFits.map((f) => (
              <option key={f} value={f}>
                {reviewFitLabels[f]}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <FieldFrame label="Photos" error={errors.photos} hint={`Up to ${REVIEW_PHOTOS_MAX} pictures, 5 MB each.`}>
        {(control) => (
          <input
            type="file"
            accept="image/*"
            multiple
            className="text-sm"
            onChange={(e) => setPhotos(Array.from(e.target.files ?? []))}
            {...control}
          />
        )}
      </FieldFrame>
      <FormAlert message={errors.form} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={create.isPending}>
          Send review
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={create.isPending}>
          Not now
        </Button>
      </div>
    </form>
  );
}
