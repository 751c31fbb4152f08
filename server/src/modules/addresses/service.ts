import { and, asc, desc, eq, ne } from 'drizzle-orm';
import {
  addressInput,
  type Address,
  type AddressInput,
  type AddressPatch,
  type ShippingAddress,
} from '@fabric-tales/contract';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { addresses } from '../../db/schema';
import { notFound, validationError } from '../../lib/errors';
import { issuesToFields } from '../../lib/zod-errors';

/** Enough for home, work, family and friends; a bound so one account cannot grow the table without end. */
export const MAX_ADDRESSES = 20;

type Row = typeof addresses.$inferSelect;

export const toAddress = (r: Row): Address => ({
  id: r.id,
  label: r.label,
  full_name: r.fullName,
  phone: r.phone,
  address_line1: r.addressLine1,
  address_line2: r.addressLine2,
  city: r.city,
  state: r.state,
  postal_code: r.postalCode,
  country: r.country,
  is_default: r.isDefault,
});

const toColumns = (a: AddressInput) => ({
  label: a.label,
  fullName: a.full_name,
  phone: a.phone,
  addressLine1: a.address_line1,
  addressLine2: a.address_line2,
  city: a.city,
  state: a.state,
  postalCode: a.postal_code,
  country: a.country,
});

/** The caller's addresses, the default first, then oldest first (the order they were added). */
export async function listAddresses(db: Executor, userId: number): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.id));
  return rows.map(toAddress);
}

/** The caller's own address, locked for the change; another user's (or none) is a 404 that reveals nothing. */
async function lockOwn(tx: Executor, userId: number, id: number): Promise<Row> {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** Clears the user's current default (before another takes its place: the partial unique index allows one). */
const clearDefault = (tx: Executor, userId: number, except?: number) =>
  tx
    .update(addresses)
    .set({ isDefault: false })
    .where(
      and(eq(addresses.userId, userId), eq(addresses.isDefault, true), except ? ne(addresses.id, except) : undefined),
    );

/** The account's first address is its default, whatever the body says: an account with addresses always has one. */
export async function createAddress(db: Database, userId: number, input: AddressInput, now: Date): Promise<Address> {
  return db.transaction(async (tx) => {
    // Serialises one user's writes to the book (the count and the default below), not other users'.
    const existing = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .for('update');
    if (existing.length >= MAX_ADDRESSES) {
      throw validationError({
        non_field_errors: [`An address book holds up to ${MAX_ADDRESSES} addresses; delete one to add another.`],
      });
    }
    const isDefault = input.is_default || existing.length === 0;
    if (isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...toColumns(input), isDefault, createdAt: now, updatedAt: now })
      .returning();
    return toAddress(row);
  });
}

/**
 * Changes fields of the caller's address. The merged address passes the same per-country rules as a new one
 * (a new country needs its own postal code shape). `is_default: true` moves the default here; `false` on the
 * default is refused, since the book would be left without one: choose another default instead.
 */
export async function updateAddress(
  db: Database,
  userId: number,
  id: number,
  patch: AddressPatch,
  now: Date,
): Promise<Address> {
  return db.transaction(async (tx) => {
    const row = await lockOwn(tx, userId, id);
    const merged = addressInput.safeParse({ ...toAddress(row), ...patch });
    if (!merged.success) throw validationError(issuesToFields(merged.error.issues));
    if (patch.is_default === false && row.isDefault) {
      throw validationError({ is_default: ['Make another address the default instead.'] });
    }
    const isDefault = row.isDefault || patch.is_default === true;
    if (isDefault && !row.isDefault) await clearDefault(tx, userId, id);
    const [updated] = await tx
      .update(addresses)
      .set({ ...toColumns(merged.data), isDefault, updatedAt: now })
      .where(eq(addresses.id, id))
      .returning();
    return toAddress(updated);
  });
}

/** Deletes the caller's address; when it was the default, the oldest remaining one becomes the default. */
export async function deleteAddress(db: Database, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockOwn(tx, userId, id);
    await tx.delete(addresses).where(eq(addresses.id, id));
    if (!row.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(asc(addresses.id))
      .limit(1);
    if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
  });
}

/**
 * The delivery address an order copies from the caller's book (checkout's `address_id`). The copy is taken in the
 * order's transaction, so later edits to the book never reach the order. Someone else's id reads as unknown.
 */
export async function addressForOrder(tx: Executor, userId: number, id: number): Promise<ShippingAddress> {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  if (!row) throw validationError({ address_id: [`Invalid pk "${id}" - object does not exist.`] });
  const { full_name, phone, address_line1, address_line2, city, state, postal_code, country } = toAddress(row);
  return { full_name, phone, address_line1, address_line2, city, state, postal_code, country };
}
