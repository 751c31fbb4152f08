'use client';
import { useState } from 'react';
import { Panel } from '@/components/admin/panel';
import { Button } from '@/components/ui/button';
import { controlClasses, FieldFrame } from '@/components/ui/field';
import { QueryState } from '@/components/ui/query-state';
import { SkeletonList } from '@/components/ui/skeleton-list';
import { StarRating } from '@/components/ui/star-rating';
import { Thumbnail } from '@/components/ui/thumbnail';
import { useCapabilities } from '@/context/shop-config';
import { errorMessage, fieldErrors } from '@/lib/api/errors';
import { useAdminReviews, useModerateReview } from '@/lib/api/queries/reviews';
import { reviewStatuses, type AdminReview, type ReviewStatus } from '@/lib/api/reviews';
import { formatDate } from '@/lib/format';
import { mediaUrl } from '@/lib/media';
import { reviewFitLabels } from '@/lib/review-fit';
import { showToast } from '@/lib/toast';

const TAB_LABELS: Record<ReviewStatus, string> = { pending: 'Pending', published: 'Published', rejected: 'Rejected' };

/**
 * The owner's review queue (§27.3): pending, published and rejected reviews; each can be published or rejected and
 * answered in public. A backend that does not list `reviews` gets a note rather than the queue.
 */
export function ReviewsModeration() {
  const [status, setStatus] = useState<ReviewStatus>('pending');
  const [page, setPage] = useState(1);
  if (!useCapabilities().reviews) return <p className="text-sm text-ink-soft">This shop takes no reviews.</p>;
  return (
    <div className="grid gap-4">
      <div role="group" aria-label="Review status" className="flex flex-wrap gap-2">
        {reviewStatuses.map((s) => (
          <Button
            key={s}
            variant={s === status ? 'primary' : 'secondary'}
            aria-pressed={s === status}
            onClick={() => {
              setStatus(s);
              setPage(1);
            }}
          >
            {TAB_LABELS[s]}
          </Button>
        ))}
      </div>
      <ReviewList status={status} page={page} onPage={setPage} />
    </div>
  );
}

function ReviewList({ status, page, onPage }: { status: ReviewStatus; page: number; onPage: (page: number) => void }) {
  const reviews = useAdminReviews(status, page);
  return (
    <QueryState
      query={reviews}
      loading={<SkeletonList label="Loading reviews…" blocks={['h-32', 'h-32']} className="grid gap-4" />}
      errorTitle="We could not load the reviews"
      isEmpty={(data) => data.results.length === 0}
      empty={<p className="text-sm text-ink-soft">No {TAB_LABELS[status].toLowerCase()} reviews.</p>}
    >
      {(data) => (
        <div className="grid gap-4">
          {data.results.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
          {(data.previous || data.next) && (
            <div className="flex gap-2">
              <Button variant="ghost" disabled={!data.previous} onClick={() => onPage(page - 1)}>
                Previous
              </Button>
              <Button variant="ghost" disabled={!data.next} onClick={() => onPage(page + 1)}>
                Next
              </Button>
            </div>
          )}
        </div>
      )}
    </QueryState>
  );
}

function ReviewCard({ review }: { review: AdminReview }) {
  const moderate = useModerateReview();
  const [reply, setReply] = useState(review.reply?.body ?? '');
  const [replyError, setReplyError] = useState<string>();

  const change = (body: { status?: ReviewStatus; reply?: string | null }, done: string) =>
    moderate.mutate(
      { id: review.id, change: body },
      {
        onSuccess: () => showToast('success', done),
        onError: (error) => {
          const fields = fieldErrors(error);
          if (fields.reply) setReplyError(fields.reply);
          else showToast('error', errorMessage(error, 'We could not save this review.'));
        },
      },
    );

  return (
    <Panel title={review.title || `Review of ${review.product_name}`}>
      <div className="grid gap-5 text-sm lg:grid-cols-[1fr_22rem] lg:gap-8">
        <div className="grid content-start gap-3">
          <p className="flex items-center gap-3 text-xs font-semibold uppercase tracking-[0.2em] text-terracotta-700">
            <Thumbnail image={review.product_image} sizes="48px" className="size-12 rounded-lg" />
            {review.product_name}
          </p>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-soft">
            <StarRating average={review.rating} />
            <span>
              <span className="font-semibold text-ink">{review.author}</span>
              {review.customer_email && ` · ${review.customer_email}`} · {formatDate(review.created_at)}
            </span>
          </p>
          <p className="max-w-prose whitespace-pre-line leading-relaxed text-ink">{review.body}</p>
          {review.fit && <p className="text-ink-soft">Fit: {reviewFitLabels[review.fit]}</p>}
          {review.photos.length > 0 && (
            <ul className="flex gap-2" aria-label="Photos">
              {review.photos.map((url, i) => (
                <li key={url}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- a small thumbnail of a re-encoded upload */}
                  <img
                    src={mediaUrl(url) ?? undefined}
                    alt={`Photo ${i + 1}`}
                    width={80}
                    height={80}
                    className="size-20 rounded-lg object-cover ring-1 ring-linen-200"
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="grid content-start gap-3 rounded-xl bg-linen-50 p-4 ring-1 ring-linen-200">
          <div className="flex flex-wrap gap-2">
            {review.status !== 'published' && (
              <Button
                onClick={() => change({ status: 'published' }, 'Review published.')}
                disabled={moderate.isPending}
                aria-label={`Publish the review by ${review.author}`}
              >
                Publish
              </Button>
            )}
            {review.status !== 'rejected' && (
              <Button
                variant="danger"
                onClick={() => change({ status: 'rejected' }, 'Review rejected.')}
                disabled={moderate.isPending}
                aria-label={`Reject the review by ${review.author}`}
              >
                Reject
              </Button>
            )}
          </div>
          <FieldFrame label="Public reply" error={replyError} hint="Shown under the review; leave empty to remove it.">
            {(control) => (
              <textarea
                className={controlClasses}
                rows={3}
                maxLength={2000}
                value={reply}
                onChange={(e) => setReply(e.target.value)}
                {...control}
              />
            )}
          </FieldFrame>
          <div>
            <Button
              variant="secondary"
              disabled={moderate.isPending}
              onClick={() => {
                setReplyError(undefined);
                change({ reply: reply.trim() || null }, 'Reply saved.');
              }}
            >
              Save reply
            </Button>
          </div>
        </div>
      </div>
    </Panel>
  );
}
