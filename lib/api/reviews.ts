// Reviews from buyers (docs/api.md, "Reviews from buyers"): the buyer's review of a delivered line and the owner's
// moderation, offered only when the API lists `reviews` (useCapabilities); a stock backend has none of these calls.
import { api } from '@/lib/api/client';
import type { AdminReview, MyReview, ReviewFit, ReviewModeration, ReviewStatus } from '@fabric-tales/contract';
import type { Page } from '@/lib/types';

export type { AdminReview, MyReview, ReviewFit, ReviewStatus } from '@fabric-tales/contract';
export { REVIEW_PHOTOS_MAX, reviewFits, reviewStatuses } from '@fabric-tales/contract';

export interface ReviewDraft {
  orderItemId: number;
  rating: number;
  title: string;
  body: string;
  fit: ReviewFit | null;
  photos: File[];
}

/** POST /api/products/{id}/reviews/ as multipart, the photos as `photos` files (§27.2); it waits for approval. */
export async function createReview(productId: number, draft: ReviewDraft): Promise<MyReview> {
  const body = new FormData();
  body.append('order_item_id', String(draft.orderItemId));
  body.append('rating', String(draft.rating));
  body.append('title', draft.title);
  body.append('body', draft.body);
  body.append('fit', draft.fit ?? '');
  for (const photo of draft.photos) body.append('photos', photo);
  const res = await api.post<MyReview>(`/api/products/${productId}/reviews/`, body, {
    headers: { 'Content-Type': 'multipart/form-data' },
  });
  return res.data;
}

export async function listAdminReviews(status: ReviewStatus, page = 1): Promise<Page<AdminReview>> {
  return (await api.get<Page<AdminReview>>('/api/admin/reviews/', { params: { status, page } })).data;
}

export async function moderateReview(id: number, change: ReviewModeration): Promise<AdminReview> {
  return (await api.patch<AdminReview>(`/api/admin/reviews/${id}/`, change)).data;
}
