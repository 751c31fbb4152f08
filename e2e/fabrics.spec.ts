import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiURL, e2eAdmin } from '../playwright.config';
import { bearer, registerShopper, screenshot, toastsGone } from './journey-support';
import { apiLogin, expectNoAxeViolations, fillCheckoutAddress, signIn } from './support';

// A design in two fabrics (docs/product-rules.md §26): the swatch picker swaps its pictures and price, two fabrics
// of one design go in one cart, and the made-to-order one says when it ships, from the product page to the order,
// each amount and date read on screen and compared with the API's own answer.

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const money = (amount: string) => usd.format(Number(amount));
/** A YYYY-MM-DD day as the shop prints it. */
const day = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

const picture = (name: string) => readFileSync(`server/assets/products/${name}`);

interface Variant {
  id: number;
  label: string;
  price: string;
  compare_at_price: string | null;
  images: { url: string; alt: string }[];
}

/** Two fabrics (one with its swatch) and a design cut from both: plum finished, teal made to order. */
async function designInTwoFabrics(request: APIRequestContext) {
  const admin = bearer(await apiLogin(request, e2eAdmin.email, e2eAdmin.password));
  const tag = Date.now().toString(36);
  const fabric = async (name: string, swatch: string) => {
    const res = await request.post(`${apiURL}/api/admin/fabrics/`, {
      headers: admin,
      data: {
        name: `${name} ${tag}`,
        fibre: 'Handwoven cotton',
        origin: 'Pochampally, India',
        story: `${name} is woven by a family workshop, dyed thread by thread before the loom.`,
        care: 'Spot clean; keep dry.',
        stock_cm: 300,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const made = (await res.json()) as { id: number; slug: string; name: string };
    const up = await request.post(`${apiURL}/api/admin/fabrics/${made.id}/swatch/`, {
      headers: admin,
      multipart: { swatch: { name: 'swatch.webp', mimeType: 'image/webp', buffer: picture(swatch) } },
    });
    expect(up.ok(), await up.text()).toBe(true);
    return made;
  };
  const plum = await fabric('Plum ikat', 'swatch-plum-ikat.webp');
  const teal = await fabric('Teal ikat', 'swatch-teal-ikat.webp');
  const created = await request.post(`${apiURL}/api/admin/products/`, {
    headers: admin,
    data: {
      name: `Tassel Drop Earrings ${tag}`,
      category_id: null,
      price: '30.00',
      description: 'Silk-wrapped tassels on brass hooks.',
      materials: 'Ikat offcuts, brass',
      care: 'Keep dry.',
      featured: false,
      stock: 0,
      sizes: [],
      variants: [
        { label: plum.name, fabric_id: plum.id, price: '30.00', stock: 4 },
        {
          label: teal.name,
          fabric_id: teal.id,
          price: '36.50',
          compare_at_price: '42.00',
          stock: 0,
          made_to_order: true,
          lead_days: 5,
          fabric_cm: 25,
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as { id: number; slug: string; name: string; variants: Variant[] };
  const [plumVariant, tealVariant] = product.variants;
  for (const [variant, file, alt] of [
    [plumVariant, 'plum-tassel-drop-earrings-1.webp', 'Plum ikat tassels on brass hooks'],
    [tealVariant, 'indigo-patchwork-hoops-2.webp', 'Teal ikat tassels on brass hooks'],
  ] as const) {
    const up = await request.post(`${apiURL}/api/admin/products/${product.id}/images/`, {
      headers: admin,
      multipart: {
        image: { name: file, mimeType: 'image/webp', buffer: picture(file) },
        alt,
        variant_id: String(variant.id),
      },
    });
    expect(up.ok(), await up.text()).toBe(true);
  }
  // What a shopper's page is built from: the public answer.
  const shown = await (await request.get(`${apiURL}/api/products/${product.slug}/`)).json();
  return { product: shown as typeof product, plum, teal };
}

/** The price showing (each variant's is in the page; the others are hidden). */
const priceOf = (page: Page) => page.locator('[data-testid="product-price"]:visible');
/** A fabric's swatch: its label (the radio inside is visually hidden). */
const swatch = (page: Page, name: string) => page.locator('label.swatch-choice', { hasText: name });

test('choose a fabric, see its pictures and price, add two fabrics of one design, check out, see the ship-by date', async ({
  page,
  request,
}) => {
  const { product, plum, teal } = await designInTwoFabrics(request);
  const plumVariant = product.variants.find((v) => v.label === plum.name)!;
  const tealVariant = product.variants.find((v) => v.label === teal.name)!;
  const shopper = await registerShopper(request, 'fern');
  await signIn(page, shopper.email, shopper.password);

  // The plum fabric is chosen first: its price and its own picture.
  await page.goto(`/products/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('radio', { name: plum.name })).toBeChecked();
  await expect(priceOf(page)).toHaveText(money(plumVariant.price));
  await expect(page.getByRole('img', { name: plumVariant.images[0].alt }).first()).toBeVisible();

  // Teal: its price with the compare-at price struck through, its picture, made to order with a date.
  await swatch(page, teal.name).click();
  await expect(page).toHaveURL(new RegExp(`\\?variant=${tealVariant.id}$`));
  await expect(priceOf(page)).toContainText(money(tealVariant.price));
  await expect(priceOf(page).getByTestId('compare-at-price')).toHaveText(`Was ${money(tealVariant.compare_at_price!)}`);
  await expect(page.getByRole('img', { name: tealVariant.images[0].alt }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: plumVariant.images[0].alt })).toHaveCount(0);
  const madeToOrder = (await page.getByTestId('made-to-order').textContent())!;
  await expectNoAxeViolations(page, 'the product page with a fabric chosen');

  // Two fabrics of the one design go in the cart, each at its own price.
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(`${product.name}, ${teal.name}, is in your cart.`)).toBeVisible();
  await swatch(page, plum.name).click();
  await expect(priceOf(page)).toHaveText(money(plumVariant.price));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(`${product.name}, ${plum.name}, is in your cart.`)).toBeVisible();

  const cart = await (await request.get(`${apiURL}/api/cart/`, { headers: bearer(shopper.token) })).json();
  expect(cart.items.map((i: { product_size_id: number }) => i.product_size_id).sort()).toEqual(
    [plumVariant.id, tealVariant.id].sort(),
  );
  await page.goto('/cart');
  for (const item of cart.items as { size: { label: string }; line_total: string; product: { price: string } }[]) {
    const row = page.getByRole('listitem').filter({ hasText: item.size.label });
    await expect(row).toContainText(money(item.line_total));
    await expect(row).toContainText(`${money(item.product.price)} each`);
  }
  await expect(page.getByTestId('total-amount')).toHaveText(money(cart.order_total));

  // Check out; the confirmation and the order page say when the made-to-order piece ships, as the order has it.
  await page.getByRole('link', { name: 'Checkout' }).click();
  await fillCheckoutAddress(page);
  const shownTotal = await page.getByTestId('total-amount').textContent();
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();

  const orders = await (await request.get(`${apiURL}/api/orders/`, { headers: bearer(shopper.token) })).json();
  const order = orders.results[0] as {
    id: number;
    total: string;
    ships_by: string;
    items: { name: string; size: string; price: string; line_total: string; ships_by: string | null }[];
  };
  expect(shownTotal).toBe(money(order.total));
  const tealLine = order.items.find((i) => i.size === teal.name)!;
  const plumLine = order.items.find((i) => i.size === plum.name)!;
  expect([tealLine.price, plumLine.price]).toEqual([tealVariant.price, plumVariant.price]);
  expect(tealLine.ships_by).toBe(order.ships_by);
  expect(plumLine.ships_by).toBeUndefined(); // §26.5: only a line made to order carries one
  // The product page promised the day the order now carries.
  expect(madeToOrder).toContain(`Made to order: ships by ${day(order.ships_by)}`);

  for (const where of ['confirmation', 'order page']) {
    if (where === 'order page') await page.goto(`/orders/${order.id}`);
    const summary = page.getByRole('region', { name: 'Order summary' });
    const teals = summary.getByRole('listitem').filter({ hasText: teal.name });
    await expect(teals).toContainText(`Ships by ${day(tealLine.ships_by!)}`);
    await expect(teals).toContainText(money(tealLine.line_total));
    await expect(summary.getByRole('listitem').filter({ hasText: plum.name })).not.toContainText('Ships by');
    await expect(summary.getByTestId('order-ships-by')).toContainText(day(order.ships_by));
    await expect(summary.getByTestId('total-amount')).toHaveText(money(order.total));
  }
  await toastsGone(page);
  await expectNoAxeViolations(page, 'the order page with a made-to-order line');
});

test('the fabric page tells its story and lists its designs; the listing filters by fabric', async ({
  page,
  request,
}) => {
  const { product, plum } = await designInTwoFabrics(request);
  await page.goto(`/fabrics/${plum.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: plum.name })).toBeVisible();
  await expect(page.getByText('Pochampally, India')).toBeVisible();
  await expect(page.getByRole('link', { name: product.name })).toBeVisible();
  await expectNoAxeViolations(page, 'the fabric page');

  await page.goto(`/products?fabric=${plum.slug}`);
  await expect(page.getByRole('link', { name: product.name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `1 piece in ${plum.name}` })).toBeVisible();
});

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 900 } });
    test('the product page and the fabric page, for the review', async ({ page, request }, testInfo) => {
      const { product, teal } = await designInTwoFabrics(request);
      await page.goto(`/products/${product.slug}`);
      await expect(page.getByRole('radio', { name: teal.name })).toBeVisible();
      await screenshot(page, testInfo, 'fabric-picker');
      await page.goto(`/fabrics/${teal.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: teal.name })).toBeVisible();
      await screenshot(page, testInfo, 'fabric-page');
    });
  });
}
