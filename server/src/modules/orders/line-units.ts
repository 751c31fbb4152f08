import { validationError } from '../../lib/errors';

/** The units a shopper asks for, by order line: one line named twice counts once, its quantities added. */
export function unitsWanted(lines: { order_item_id: number; quantity: number }[]): Map<number, number> {
  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.order_item_id, (wanted.get(line.order_item_id) ?? 0) + line.quantity);
  return wanted;
}

/**
 * A return and a repair take units of an order's lines the same way: every line asked for must be of the order
 * (`items`, the order's lines among those asked for) and have that many units left once those `taken` by earlier
 * requests are counted. Each line that fails is named, in the words of the request (`full` when none is left,
 * `partly` otherwise); any failure is a 400 on `lines`.
 */
export function checkUnitsLeft(
  wanted: Map<number, number>,
  items: { id: number; name: string; quantity: number }[],
  taken: Map<number, number>,
  words: { full: (name: string) => string; partly: (name: string, left: number, of: number) => string },
): void {
  const problems: string[] = [];
  for (const [itemId, quantity] of wanted) {
    const item = items.find((i) => i.id === itemId);
    if (!item) {
      problems.push(`Line ${itemId} is not part of this order.`);
      continue;
    }
    const left = item.quantity - (taken.get(itemId) ?? 0);
    if (quantity > left)
      problems.push(left === 0 ? words.full(item.name) : words.partly(item.name, left, item.quantity));
  }
  if (problems.length) throw validationError({ lines: problems });
}
