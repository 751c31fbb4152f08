import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';

/** The cart and the checkout with nothing in the cart, leading back to the collection. */
export function EmptyCart({ message }: { message: string }) {
  return (
    <EmptyState
      title="Your cart is empty"
      message={message}
      action={<ButtonLink href="/products">Browse the collection</ButtonLink>}
    />
  );
}
