import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';

export default function ProductNotFound() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      <EmptyState
        title="This piece is no longer in the shop"
        message="It may have sold out for good or moved. Our other handcrafted pieces are waiting."
        action={<ButtonLink href="/products">Browse the collection</ButtonLink>}
      />
    </div>
  );
}
