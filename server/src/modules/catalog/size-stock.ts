import { productSizes } from '../../db/schema';

/** A size as every reader of its stock selects it: the product page, stock alerts. */
export const sizeStock = { id: productSizes.id, label: productSizes.label, stock: productSizes.stock };

/** The same with its product, for reads across several products: the wishlist. */
export const sizeStockOfProduct = { ...sizeStock, productId: productSizes.productId };
