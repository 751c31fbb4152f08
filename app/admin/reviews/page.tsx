import type { Metadata } from 'next';
import { PageHeader } from '@/components/admin/page-header';
import { ReviewsModeration } from '@/components/admin/reviews-moderation';

export const metadata: Metadata = { title: 'Reviews' };

export default function AdminReviewsPage() {
  return (
    <>
      <PageHeader
        title="Reviews"
        description="Buyers' reviews wait here until you publish them; a reply shows under the review on the product page."
      />
      <ReviewsModeration />
    </>
  );
}
