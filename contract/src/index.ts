/**
 * The Fabric Tales API contract: zod schemas of every request and response body, the shared enums and tables,
 * the error bodies. The API validates and documents its routes with these; the storefront infers its types and
 * validates its forms with the same schemas. See ../README.md.
 */
import './zod-config';
export * from './strings';
export * from './numbers';
export * from './currency';
export * from './money-format';
export * from './enums';
export * from './errors';
export * from './pagination';
export * from './auth';
export * from './profile';
export * from './handmade';
export * from './catalog';
export * from './cart';
export * from './orders';
export * from './admin';
export * from './content';
export * from './shop';
export * from './wishlist';
export * from './payments';
export * from './discounts';
export * from './countries';
export * from './shipping-tax';
export * from './addresses';
export * from './returns';
export * from './repairs';
export * from './search';
export * from './privacy';
export * from './fabrics';
export * from './reviews';
export * from './marketing';
export * from './shipments';
export * from './admin-categories';
export * from './admin-content';
export * from './products-csv';
export * from './shop-figures';
