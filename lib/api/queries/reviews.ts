'use client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewModeration } from '@fabric-tales/contract';
import { createReview, listAdminReviews, moderateReview, type ReviewDraft, type ReviewStatus } from '@/lib/api/reviews';

export const reviewKeys = {
  admin: ['admin', 'reviews'] as const,
  adminList: (status: ReviewStatus, page: number) => ['admin', 'reviews', status, page] as const,
};

/** The buyer's review of one line; the product page shows it once the owner publishes it (§27.3). */
export function useCreateReview(productId: number) {
  return useMutation({ mutationFn: (draft: ReviewDraft) => createReview(productId, draft) });
}

export function useAdminReviews(status: ReviewStatus, page: number) {
  return useQuery({
    queryKey: reviewKeys.adminList(status, page),
    queryFn: () => listAdminReviews(status, page),
    placeholderData: keepPreviousData,
  });
}

/** Publish, reject or answer; every tab is read again (a review moves between them). */
export function useModerateReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: ReviewModeration }) => moderateReview(id, change),
    onSuccess: () => client.invalidateQueries({ queryKey: reviewKeys.admin }),
  });
}
