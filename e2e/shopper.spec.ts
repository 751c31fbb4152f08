import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiURL } from '../playwright.config';
import { apiLogin, attachScreenshot, expectNoAxeViolations, fillCheckoutAddress, signIn } from './support';

// The shopper's pages against the real API on the fresh, seeded database that playwright.config starts.

const PASSWORD = 'Linen-Tassel-2026!';

interface ProductDetail {
  id: number;
  name: string;
  slug: string;
  price: string;
  in_stock: boolean;
  stock?: number;
  sizes: { id: number; label: string; stock: number }[];
  category: { slug: string; name: string } | null;
}

let serial = 0;
function newShopper() {
  const tag = `${Date.now().toString(36)}${(serial++).toString(36)}`;
  return { username: `ada${tag}`, email: `ada.${tag}@example.com`, password: PASSWORD };
}

async function productsOf(request: APIRequestContext, category: string): Promise<ProductDetail[]> {
  const list = await (await request.get(`${apiURL}/api/products/?category=${category}&page_size=100`)).json();
  return Promise.all(
    list.results.map(async (p: { slug: string }) => (await request.get(`${apiURL}/api/products/${p.slug}/`)).json()),
  );
}

/** A product with a size that has stock to spare, and a size-less product in stock, from the seeded catalog. */
async function pickProducts(request: APIRequestContext) {
  const categories: { slug: string; product_count: number }[] = await (
    await request.get(`${apiURL}/api/categories/`)
  ).json();
  let sized: { product: ProductDetail; size: ProductDetail['sizes'][number] } | undefined;
  let plain: ProductDetail | undefined;
  for (const category of categories.filter((c) => c.product_count > 0)) {
    for (const product of await productsOf(request, category.slug)) {
      const size = product.sizes.find((s) => s.stock >= 3);
      if (!sized && size) sized = { product, size };
      if (!plain && product.sizes.length === 0 && product.in_stock && (product.stock ?? 3) >= 3) plain = product;
    }
    if (sized && plain) break;
  }
  if (!sized || !plain) throw new Error('The seeded catalog needs a sized and a size-less product in stock');
  return { sized, plain };
}

async function apiRegister(request: APIRequestContext, shopper: ReturnType<typeof newShopper>) {
  const res = await request.post(`${apiURL}/api/register/`, { data: shopper });
  expect(res.status(), await res.text()).toBe(201);
  return apiLogin(request, shopper.email, shopper.password);
}

async function serverCart(request: APIRequestContext, token: string) {
  return (await request.get(`${apiURL}/api/cart/`, { headers: { Authorization: `Bearer ${token}` } })).json();
}

async function localCartSize(page: Page): Promise<number> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{"items":[]}').items.length);
}

async function addToCart(page: Page, product: ProductDetail, sizeLabel?: string) {
  await page.goto(`/products/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  if (sizeLabel) await page.getByText(sizeLabel, { exact: true }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  // A shopper's piece is in the cart; a visitor's waits in the bag (the local cart) until they sign in.
  const piece = `${product.name}${sizeLabel ? `, size ${sizeLabel},` : ''}`;
  const added = page.getByText(`${piece} is in your cart.`).or(page.getByText(`${piece} is waiting in your bag.`));
  await expect(added).toBeVisible();
}

test('a visitor browses, filters, fills a local cart, registers, signs in, checks out and finds the order', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { sized, plain } = await pickProducts(request);
  const shopper = newShopper();

  // Browse: home → the collection → filter by category and sort by price, all in the URL.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Fabric Tales');
  await page.getByRole('link', { name: 'Shop the collection' }).click();
  await expect(page).toHaveURL(/\/products$/);
  const category = sized.product.category!;
  await page.getByLabel('Category').selectOption(category.slug);
  await expect(page).toHaveURL(new RegExp(`category=${category.slug}`));
  await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
  await page.getByLabel('Sort by').selectOption('price');
  await expect(page).toHaveURL(/ordering=price/);
  const prices = await page.getByTestId('product-price').allTextContents();
  const values = prices.map((p) => Number(p.replace(/[^0-9.]/g, '')));
  expect(values).toEqual([...values].sort((a, b) => a - b));

  // Open the sized product from the grid: Add to cart refuses without a size and says why.
  await page.getByRole('link', { name: sized.product.name }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${sized.product.slug}$`));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Please choose a size first.')).toBeVisible();
  expect(await localCartSize(page)).toBe(0);
  await page.getByText(sized.size.label, { exact: true }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(
    page.getByText(`${sized.product.name}, size ${sized.size.label}, is waiting in your bag.`),
  ).toBeVisible();
  await addToCart(page, plain);
  expect(await localCartSize(page)).toBe(2);

  // Register (which signs in and pushes the local cart to the account).
  await page.goto('/register');
  await page.getByLabel('Username').fill(shopper.username);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).not.toHaveURL(/\/register/);
  const token = await apiLogin(request, shopper.email, shopper.password);
  await expect.poll(async () => (await serverCart(request, token)).items.length, { timeout: 15_000 }).toBe(2);

  // Sign out and in again: the cart lives on the account now.
  await page.getByRole('button', { name: new RegExp(shopper.username) }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, shopper.email, shopper.password);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(page.getByRole('link', { name: sized.product.name })).toBeVisible();
  await expect(page.getByRole('link', { name: plain.name })).toBeVisible();
  await expect(page.getByText(sized.size.label, { exact: true })).toBeVisible();
  await expect(page.getByTestId('total-items')).toHaveText('2');

  // The stepper changes the server cart's quantity.
  await page.getByRole('button', { name: `One more ${plain.name}` }).click();
  await expect(page.getByTestId('total-items')).toHaveText('3');
  const subtotal = Number(sized.product.price) + 2 * Number(plain.price);
  const fee = subtotal >= 50 ? 0 : 4.9;
  await expect(page.getByTestId('total-amount')).toHaveText(`$${(subtotal + fee).toFixed(2)}`);

  // Check out: a blank form says why it refused; then the order is placed and confirmed with its number.
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Shipping address' })).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Please fill this in.').first()).toBeVisible();
  await fillCheckoutAddress(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const number = (await page.getByTestId('order-number').textContent())!.trim();
  expect(number).not.toBe('');
  await expect.poll(async () => (await serverCart(request, token)).items.length).toBe(0);

  // My Orders lists it; its page shows items, totals and the status timeline. (Checkout is focused: no cart icon.)
  await page.goto('/orders');
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(`Order ${number}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  await expect(page.getByText(sized.product.name, { exact: true })).toBeVisible();
  await expect(page.getByText('Order received').first()).toBeVisible();
  await expect(page.getByText('Ada Lovelace')).toBeVisible();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the browse-and-cart journey with the hamburger menu', async ({ page, request }) => {
    const { sized, plain } = await pickProducts(request);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open main menu' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Products', exact: true }).click();
    await expect(page).toHaveURL(/\/products$/);
    await page.getByLabel('Search').fill(plain.name.split(' ').slice(-1)[0]);
    await page.getByLabel('Search').press('Enter');
    await expect(page).toHaveURL(/search=/);
    await expect(page.getByRole('link', { name: plain.name })).toBeVisible();
    await page.getByRole('link', { name: plain.name }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText(`${plain.name} is waiting in your bag.`)).toBeVisible();
    await addToCart(page, sized.product, sized.size.label);
    expect(await localCartSize(page)).toBe(2);
    // Nothing spills sideways at phone width.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('price range and in-stock filters, in the URL', () => {
  for (const width of [390, 1280]) {
    test(`at ${width} px they narrow the collection and a shared link opens the same view`, async ({
      page,
      context,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/products');
      // A phone has the filters in the "Filter & sort" drawer, applied with "Show results"; a desktop's sidebar
      // applies each change.
      const phone = width < 1024;
      const openFilters = async (on: Page) => {
        if (!phone) return on.locator('main');
        await on.getByRole('button', { name: /Filter & sort/ }).click();
        return on.getByRole('dialog');
      };
      let filters = await openFilters(page);
      await filters.getByLabel('Minimum price').fill('10');
      await filters.getByLabel('Maximum price').fill('30');
      await filters.getByRole('button', { name: phone ? 'Show results' : 'Apply' }).click();
      await expect(page).toHaveURL(/\/products\?min_price=10&max_price=30$/);
      filters = await openFilters(page);
      await filters.getByLabel('In stock only').check();
      if (phone) await filters.getByRole('button', { name: 'Show results' }).click();
      await expect(page).toHaveURL(/\?min_price=10&max_price=30&in_stock=true$/);
      await expect(page.getByRole('heading', { level: 2 }).first()).toContainText('from $10.00 to $30.00, in stock');
      const values = (await page.getByTestId('product-price').allTextContents()).map((p) =>
        Number(p.replace(/[^0-9.]/g, '')),
      );
      expect(values.length).toBeGreaterThan(0);
      for (const value of values) expect(value >= 10 && value <= 30, `${value} in 10–30`).toBe(true);
      await attachScreenshot(page, testInfo, 'products-filtered');

      // The link a shopper shares opens the same filtered view, with the filters filled in.
      const shared = await context.newPage();
      await shared.setViewportSize({ width, height: 900 });
      await shared.goto(page.url());
      expect(await shared.getByTestId('product-price').count()).toBe(values.length);
      const sharedFilters = await openFilters(shared);
      await expect(sharedFilters.getByLabel('Minimum price')).toHaveValue('10');
      await expect(sharedFilters.getByLabel('Maximum price')).toHaveValue('30');
      await expect(sharedFilters.getByLabel('In stock only')).toBeChecked();
      await sharedFilters.getByRole('link', { name: 'Clear filters' }).click();
      await expect(shared).toHaveURL(/\/products$/);
      await expect((await openFilters(shared)).getByLabel('Minimum price')).toHaveValue('');
    });
  }
});

test.describe('every shopper page: axe and screenshots at 390 and 1280 px', () => {
  test('public pages', async ({ page, request }, testInfo) => {
    test.setTimeout(240_000);
    const { sized } = await pickProducts(request);
    const routes: [string, string][] = [
      ['home', '/'],
      ['products', '/products'],
      ['products-filtered', `/products?category=${sized.product.category!.slug}&ordering=-price`],
      ['products-empty', '/products?search=zzzz-no-such-piece'],
      ['product', `/products/${sized.product.slug}`],
      ['faq', '/faq'],
      ['contact', '/contact'],
      ['privacy-policy', '/privacy-policy'],
      ['tnc-shipping', '/tnc-shipping'],
      ['not-found', '/products/no-such-piece'],
    ];
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, path] of routes) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page, path);
        await attachScreenshot(page, testInfo, name);
      }
    }
    // A search that finds nothing offers the categories and popular pieces instead (§24).
    await page.goto('/products?search=zzzz-no-such-piece');
    await expect(page.getByText('Nothing found for “zzzz-no-such-piece”')).toBeVisible();
  });

  test('signed-in pages', async ({ page, request }, testInfo) => {
    test.setTimeout(180_000);
    const { sized, plain } = await pickProducts(request);
    const shopper = newShopper();
    const token = await apiRegister(request, shopper);
    const auth = { Authorization: `Bearer ${token}` };
    const shipping = {
      full_name: 'Grace Hopper',
      phone: '+1 555 0101',
      address_line1: '1 Harbour Road',
      address_line2: '',
      city: 'Arlington',
      state: 'VA',
      postal_code: '22201',
      country: 'United States',
    };
    await request.post(`${apiURL}/api/cart/`, {
      headers: auth,
      data: { product_id: plain.id, quantity: 1, product_size_id: null },
    });
    const placed = await request.post(`${apiURL}/api/orders/`, {
      headers: { ...auth, 'Idempotency-Key': crypto.randomUUID() },
      data: { shipping, payment_method: 'cod', notes: '' },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = await placed.json();
    await request.post(`${apiURL}/api/cart/`, {
      headers: auth,
      data: { product_id: sized.product.id, quantity: 1, product_size_id: sized.size.id },
    });
    await request.patch(`${apiURL}/api/profile/`, {
      headers: auth,
      data: { first_name: 'Grace', last_name: 'Hopper', city: 'Arlington' },
    });

    await signIn(page, shopper.email, shopper.password);
    const routes: [string, string, string][] = [
      ['cart', '/cart', 'Your cart'],
      ['checkout', '/checkout', 'Checkout'],
      ['orders', '/orders', 'My Orders'],
      ['order', `/orders/${order.id}`, `Order ${order.number}`],
    ];
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, path, heading] of routes) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        if (name === 'checkout') await expect(page.getByLabel('Full name')).toHaveValue('Grace Hopper');
        if (name === 'orders') await expect(page.getByText(`Order ${order.number}`)).toBeVisible();
        await expectNoAxeViolations(page, path);
        await attachScreenshot(page, testInfo, name);
      }
    }

    // Cancelling a pending order, with the explicit confirmation.
    await page.goto(`/orders/${order.id}`);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByText('Cancelled').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  });

  test('the contact form shows field errors at their fields, then a success state', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Your name').fill('Ada');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Subject').fill('Custom colours');
    await page.getByLabel('Message').fill('Could you make the tassel earrings in sage?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();
  });
});
