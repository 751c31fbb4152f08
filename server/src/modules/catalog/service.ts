import { and, asc, count, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { PageQuery, ProductOrdering } from '@fabric-tales/contract';
import { categories, productImages, products } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { offsetOf } from '../../lib/pagination';
import { firstImage, ratingOf, ratingView, type RatingFigures } from '../../lib/sql';
import { searchProducts } from '../search/service';
import { cutFrom, fabricsOf, highestPrice, lowestPrice, productInStock, variety } from '../variants';
import { variantsOf } from './variants';

export interface ProductFilters {
  search?: string;
  category?: string;
  min_price?: string;
  max_price?: string;
  in_stock?: boolean;
  featured?: boolean;
  /** A fabric's slug: designs with a live variant cut from it (§26.2). */
  fabric?: string;
  /** Without it: by relevance when searching (§24), else newest first. */
  ordering?: ProductOrdering;
}

const live = isNull(products.deletedAt);

/** In stock: the product's own stock, or any live variant with a piece available (§26.3). */
const inStock = productInStock(sql`${products}`);

const summaryColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  price: sql<string>`${lowestPrice(sql`${products}`)}::text`,
  priceMax: sql<string>`${highestPrice(sql`${products}`)}::text`,
  fabrics: fabricsOf(sql`${products}`),
  categoryId: categories.id,
  categoryName: categories.name,
  categorySlug: categories.slug,
  image: firstImage,
  inStock: inStock,
  // Part of the cached answer, which publishing a review expires (§27.4).
  rating: ratingOf(sql`"products"."id"`),
  oneOfAKind: products.oneOfAKind,
};

interface SummaryRow {
  id: number;
  name: string;
  slug: string;
  price: string;
  priceMax: string;
  fabrics: { slug: string; swatch: string | null }[];
  categoryId: number | null;
  categoryName: string | null;
  categorySlug: string | null;
  image: string | null;
  inStock: boolean;
  rating: RatingFigures;
  oneOfAKind: boolean;
}

const categoryOf = (r: Pick<SummaryRow, 'categoryId' | 'categoryName' | 'categorySlug'>) =>
  r.categoryId === null ? null : { id: r.categoryId, name: r.categoryName!, slug: r.categorySlug! };

const summary = (r: SummaryRow) => ({
  id: r.id,
  name: r.name,
  slug: r.slug,
  price: r.price,
  category: categoryOf(r),
  image: r.image,
  in_stock: r.inStock === true,
  ...variety(r),
  rating: ratingView(r.rating),
  one_of_a_kind: r.oneOfAKind,
});

function conditions(f: ProductFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [live];
  if (f.category) {
    // docs/api.md names the category by slug; a numeric id is accepted too, for clients that hold only the id.
    const byId = /^\d{1,9}$/.test(f.category) ? eq(categories.id, Number(f.category)) : undefined;
    where.push(or(eq(categories.slug, f.category), byId));
  }
  if (f.min_price !== undefined) where.push(gte(products.price, f.min_price));
  if (f.max_price !== undefined) where.push(lte(products.price, f.max_price));
  if (f.in_stock !== undefined) where.push(f.in_stock ? inStock : sql`not ${inStock}`);
  if (f.featured !== undefined) where.push(eq(products.featured, f.featured));
  if (f.fabric !== undefined) where.push(cutFrom(sql`${products}`, f.fabric));
  return and(...where);
}

const orderBy: Record<ProductOrdering, SQL[]> = {
  price: [asc(products.price), asc(products.id)],
  '-price': [desc(products.price), desc(products.id)],
  name: [asc(products.name), asc(products.id)],
  '-name': [desc(products.name), desc(products.id)],
  created_at: [asc(products.createdAt), asc(products.id)],
  '-created_at': [desc(products.createdAt), desc(products.id)],
};

export async function listCategories(db: Database) {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      product_count: count(products.id),
      description: categories.description,
      image: categories.image,
    })
    .from(categories)
    .leftJoin(products, and(eq(products.categoryId, categories.id), live))
    .groupBy(categories.id)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  return rows.map((r) => ({ ...r, product_count: Number(r.product_count) }));
}

/**
 * A page of the product list. With a search (not blank) it is the search's page (modules/search, §24): by
 * relevance unless a sort is chosen, with `did_you_mean` and `facets`.
 */
export async function listProducts(db: Database, f: ProductFilters, page: PageQuery) {
  const search = f.search?.trim();
  if (search) return searchProducts(db, { ...f, search }, page);
  const where = conditions(f);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(...orderBy[f.ordering ?? '-created_at'])
      .limit(page.page_size)
      .offset(offsetOf(page)),
    db
      .select({ total: count() })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(where),
  ]);
  return { results: (rows as SummaryRow[]).map(summary), count: Number(total) };
}

/** Summaries of the given live products, as the product list shows them (wishlists), keyed by id. */
export async function productSummaries(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, ReturnType<typeof summary>>();
  const rows = await db
    .select(summaryColumns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(live, inArray(products.id, ids)));
  return new Map((rows as SummaryRow[]).map((r) => [r.id, summary(r)]));
}

/** One live product by numeric id or by slug, with its images and sizes. */
export async function getProduct(db: Database, idOrSlug: string) {
  if (idOrSlug.includes('\0')) throw notFound(); // no slug has one, and PostgreSQL text cannot hold it
  const byId = /^\d{1,9}$/.test(idOrSlug);
  const [row] = await db
    .select({
      ...summaryColumns,
      description: products.description,
      materials: products.materials,
      care: products.care,
      stock: products.stock,
      featured: products.featured,
      createdAt: products.createdAt,
      personalization: products.personalization,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(live, byId ? eq(products.id, Number(idOrSlug)) : eq(products.slug, idOrSlug)));
  if (!row) throw notFound();
  const [images, variants] = await Promise.all([
    db
      .select({ url: productImages.url, alt: productImages.alt })
      .from(productImages)
      .where(and(eq(productImages.productId, row.id), isNull(productImages.variantId)))
      .orderBy(asc(productImages.sortOrder), asc(productImages.id)),
    variantsOf(db, row.id),
  ]);
  const base = summary(row as SummaryRow);
  // §26.2: `sizes` stays for clients that know only sizes, one per live variant, with what can be sold of it.
  const sizes = variants.map((v) => ({ id: v.id, label: v.label, stock: v.available }));
  return {
    ...base,
    description: row.description,
    // The design's own pictures first, then each variant's, so a client that knows no variants shows them all.
    images: [...images, ...variants.flatMap((v) => v.images)],
    sizes,
    variants,
    stock: sizes.length ? sizes.reduce((sum, s) => sum + s.stock, 0) : row.stock,
    materials: row.materials,
    care: row.care,
    featured: row.featured,
    created_at: row.createdAt.toISOString(),
    personalization: row.personalization,
  };
}
