import { NotFoundView } from '@/components/content/not-found-view';

export default function ProductNotFound() {
  return (
    <NotFoundView
      title="This piece is no longer in the shop"
      message="It may have sold out for good or moved. Our other handcrafted pieces are waiting."
    />
  );
}
