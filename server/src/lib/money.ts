/** Money is kept in integer cents for arithmetic and written as a two-place decimal string. */
export const toCents = (amount: string | number): number => Math.round(Number(amount) * 100);

export const fromCents = (cents: number): string => (cents / 100).toFixed(2);
