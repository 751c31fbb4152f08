'use client';
import { usePathname } from 'next/navigation';
import { RouteError, type RouteErrorProps } from '@/components/ui/route-error';

/**
 * The catalog's one error screen, for the collection and for a piece's page below it: a second error.tsx would
 * be a second script in every product page's first load.
 */
export default function ProductsError(props: RouteErrorProps) {
  const onPiece = usePathname() !== '/products';
  return (
    <RouteError {...props} title={onPiece ? 'We could not load this piece' : 'We could not load the collection'} />
  );
}
