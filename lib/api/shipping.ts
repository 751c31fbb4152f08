// Shipping methods and taxes (docs/api.md, "Shipping, taxes and addresses"). The shopper's quote is asked only when
// the API lists `shipping_quotes` (a stock DRF backend does not), and fails soft: any error is no quote.
import type {
  AdminShippingMethod,
  ShippingMethodCreateBody,
  ShippingOption,
  TaxEstimate,
  TaxRate,
  TaxRateCreateBody,
} from '@fabric-tales/contract';
import { api } from '@/lib/api/client';
import type { ServerCart } from '@/lib/types';

export type { AdminShippingMethod, ShippingOption, TaxEstimate, TaxRate };

/** The methods serving a country, priced for the cart, and the order a checkout with `methodId` would make. */
export interface ShippingQuote {
  options: ShippingOption[];
  estimate: TaxEstimate;
}

/** GET /api/cart/?country=&shipping_method_id=: null when the backend does not quote (older API, any error). */
export async function fetchShippingQuote(country: string, methodId: number | null): Promise<ShippingQuote | null> {
  try {
    const { data } = await api.get<ServerCart & { shipping_options?: ShippingOption[]; tax_estimate?: TaxEstimate }>(
      '/api/cart/',
      { params: { country, ...(methodId ? { shipping_method_id: methodId } : {}) } },
    );
    if (!Array.isArray(data.shipping_options) || !data.tax_estimate) return null;
    return { options: data.shipping_options, estimate: data.tax_estimate };
  } catch {
    return null;
  }
}

// ── Admin ───────────────────────────────────────────────────────────────────

export type ShippingMethodInput = ShippingMethodCreateBody;
export type TaxRateInput = TaxRateCreateBody;

export const listShippingMethods = async () =>
  (await api.get<AdminShippingMethod[]>('/api/admin/shipping-methods/')).data;
export const createShippingMethod = async (input: ShippingMethodInput) =>
  (await api.post<AdminShippingMethod>('/api/admin/shipping-methods/', input)).data;
export const updateShippingMethod = async (id: number, change: Partial<ShippingMethodInput>) =>
  (await api.patch<AdminShippingMethod>(`/api/admin/shipping-methods/${id}/`, change)).data;
export const deleteShippingMethod = async (id: number) => {
  await api.delete(`/api/admin/shipping-methods/${id}/`);
};

export const listTaxRates = async () => (await api.get<TaxRate[]>('/api/admin/tax-rates/')).data;
export const createTaxRate = async (input: TaxRateInput) =>
  (await api.post<TaxRate>('/api/admin/tax-rates/', input)).data;
export const updateTaxRate = async (id: number, change: Partial<TaxRateInput>) =>
  (await api.patch<TaxRate>(`/api/admin/tax-rates/${id}/`, change)).data;
export const deleteTaxRate = async (id: number) => {
  await api.delete(`/api/admin/tax-rates/${id}/`);
};
