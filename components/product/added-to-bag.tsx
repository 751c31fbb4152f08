import Link from 'next/link';

const link = 'font-semibold underline underline-offset-4';

/**
 * The toast after Add to cart. A visitor's piece waits in the local cart (spec §4) and they have no cart icon
 * (§2), so the message says where it is and how to check out.
 */
export function AddedToBag({ piece, signedIn }: { piece: string; signedIn: boolean }) {
  if (signedIn) return <>{piece} is in your cart.</>;
  return (
    <span data-testid="added-to-bag">
      {piece} is waiting in your bag.{' '}
      <Link href="/login" className={link}>
        Sign in
      </Link>{' '}
      or{' '}
      <Link href="/register" className={link}>
        create an account
      </Link>{' '}
      to check out.
    </span>
  );
}
