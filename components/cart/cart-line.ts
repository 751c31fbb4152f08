import { answersKeyOf } from '@/lib/cart/cart-calls';
import { toCents, type Cents } from '@/lib/money';
import { linesOf, type AnswerLine } from '@/lib/personalization';
import { shipsByDate } from '@/lib/variants';
import type { CartItem, LocalCartItem, ServerCartItem } from '@/lib/types';

/** One cart line as the cart page shows it, whether it came from the server cart or the local one. */
export interface CartLine {
  id: number;
  name: string;
  slug: string | undefined;
  image: string | null;
  price: Cents;
  quantity: number;
  sizeId: number | null;
  /** The chosen size, or the variant's label (its fabric and size, §26.2). */
  sizeLabel: string | null;
  /** A line that would be made to order: the day it would ship by if ordered today (§26.5). */
  shipsBy: string | null;
  /** The shopper's answers to the piece's questions, as "label: answer" lines. */
  personalization: AnswerLine[];
  /** A local line's answers' key, which tells it from another line of the same piece (server lines have their id). */
  answersKey?: string;
  /** A piece there is only one of: its line holds 1. */
  oneOfAKind: boolean;
}

function isServerItem(item: CartItem): item is ServerCartItem {
  return typeof (item as ServerCartItem).product === 'object' && (item as ServerCartItem).product !== null;
}

/** Server items nest the product; local items are the product itself with quantity and product_size_id (spec §3). */
export function toCartLine(item: CartItem): CartLine {
  if (isServerItem(item)) {
    return {
      id: item.id,
      name: item.product.name,
      slug: item.product.slug,
      image: item.product.image,
      price: toCents(item.product.price),
      quantity: item.quantity ?? 1,
      sizeId: item.product_size_id ?? null,
      sizeLabel: item.size?.label ?? null,
      // The server dates a line that would be made to order; a backend that knows only sizes leaves it out.
      shipsBy: item.ships_by ?? null,
      // A backend without personalization sends none.
      personalization: linesOf((item as { personalization?: unknown }).personalization),
      oneOfAKind: item.product.one_of_a_kind === true,
    };
  }
  const local = item as LocalCartItem;
  const sizeId = local.product_size_id ?? null;
  // The stored product lists its variants (§26.2); its price is already the variant's (components/product/add-to-cart).
  const variant = local.variants?.find((v) => v.id === sizeId);
  return {
    id: local.id,
    name: local.name ?? 'Handcrafted piece',
    slug: local.slug,
    image: variant?.images[0]?.url ?? local.image ?? local.images?.[0]?.url ?? null,
    price: toCents(local.price),
    quantity: local.quantity ?? 1,
    sizeId,
    sizeLabel: variant?.label ?? local.sizes?.find((s) => s.id === sizeId)?.label ?? null,
    shipsBy: variant?.made_to_order && variant.stock < (local.quantity ?? 1) ? shipsByDate(variant.lead_days) : null,
    personalization: linesOf(local.personalization_lines),
    answersKey: answersKeyOf(local),
    oneOfAKind: (local as { one_of_a_kind?: boolean }).one_of_a_kind === true,
  };
}
