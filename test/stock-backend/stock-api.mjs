// A stock Django REST Framework + SimpleJWT backend, as far as the storefront can tell: the older sections of the
// API contract (/work/shared/design/API.md before "Discount codes": accounts, catalog, cart, orders, content) in
// their shapes and error texts, and nothing newer: no /api/config/, no wishlist, returns, addresses, suggestions,
// discounts or shipping quotes (each a 404, as DRF's router answers an unknown path). The component tests answer
// through it with msw (handlers.ts), the browser journeys through a node http server (server.mjs).

const NOT_FOUND = { detail: 'Not found.' };
const NOT_AUTHENTICATED = { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' };
const TOKEN_NOT_VALID = {
  detail: 'Given token not valid for any token type',
  code: 'token_not_valid',
  messages: [{ token_class: 'AccessToken', token_type: 'access', message: 'Token is invalid or expired' }],
};
const NO_ACCOUNT = { detail: 'No active account found with the given credentials', code: 'no_active_account' };

const EARRINGS = { id: 1, name: 'Earrings', slug: 'earrings' };
const SCARVES = { id: 2, name: 'Scarves', slug: 'scarves' };

/** The catalog: a piece with sizes (one sold out), one without, one sold out; pictures none (a stock media root). */
const PRODUCTS = [
  {
    id: 11,
    name: 'Ikat Hoops',
    slug: 'ikat-hoops',
    price: '24.00',
    category: EARRINGS,
    description: 'Hand-wrapped hoops in indigo ikat.',
    sizes: [
      { id: 101, label: 'S', stock: 0 },
      { id: 102, label: 'M', stock: 5 },
    ],
    materials: 'Cotton ikat, brass',
    care: 'Keep dry.',
  },
  {
    id: 12,
    name: 'Block Print Studs',
    slug: 'block-print-studs',
    price: '12.50',
    category: EARRINGS,
    description: 'Little studs of block-printed cotton.',
    sizes: [],
    stock: 8,
    materials: 'Cotton',
    care: 'Wipe clean.',
  },
  {
    id: 13,
    name: 'Silk Scarf',
    slug: 'silk-scarf',
    price: '58.00',
    category: SCARVES,
    description: 'A long scarf of hand-dyed silk.',
    sizes: [],
    stock: 0,
    materials: 'Silk',
    care: 'Hand wash cold.',
  },
];

const stockOf = (p) => (p.sizes.length ? p.sizes.reduce((n, s) => n + s.stock, 0) : p.stock);
const summary = (p) => ({
  id: p.id,
  name: p.name,
  slug: p.slug,
  price: p.price,
  category: p.category,
  image: null,
  in_stock: stockOf(p) > 0,
});
const detail = (p) => ({
  ...summary(p),
  description: p.description,
  images: [],
  sizes: p.sizes,
  materials: p.materials,
  care: p.care,
});

const money = (n) => n.toFixed(2);
const encode = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A SimpleJWT-shaped token (the storefront only decodes tokens; this backend reads its own claims back). */
function token(user, type, seconds) {
  const now = Math.floor(Date.now() / 1000);
  const claims = { token_type: type, exp: now + seconds, iat: now, jti: `${type}-${user.id}-${now}-${Math.random()}` };
  const access = type === 'access' ? { role: user.role, username: user.username } : {};
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ ...claims, user_id: user.id, ...access })}.stock`;
}

function claimsOf(jwt) {
  try {
    return JSON.parse(Buffer.from(String(jwt).split('.')[1], 'base64url').toString());
  } catch {
    return null;
  }
}

/** One backend's state: users, carts and orders, fresh for each test run. */
export function createStockApi() {
  const users = [];
  const carts = new Map();
  const orders = [];
  const ids = { user: 1, item: 1, order: 1 };

  function addUser({ username, email, password, first_name = '', last_name = '', role = 'customer' }) {
    const user = { id: ids.user++, username, email: email.toLowerCase(), password, first_name, last_name, role };
    users.push(user);
    return user;
  }
  addUser({ username: 'ada', email: 'ada@stock.test', password: 'Stock-pass-1', first_name: 'Ada' });

  const publicUser = (u) => ({
    id: u.id,
    username: u.username,
    email: u.email,
    first_name: u.first_name,
    last_name: u.last_name,
    role: u.role,
    profile_picture: null,
    two_factor_enabled: false,
  });
  const profile = (u) => ({
    ...publicUser(u),
    phone: u.phone ?? '',
    address_line1: u.address_line1 ?? '',
    address_line2: '',
    city: u.city ?? '',
    state: '',
    postal_code: u.postal_code ?? '',
    country: u.country ?? '',
    date_joined: '2026-01-01T00:00:00Z',
  });
  const tokens = (u) => ({ access: token(u, 'access', 900), refresh: token(u, 'refresh', 7 * 86400) });

  const cartOf = (u) => {
    if (!carts.has(u.id)) carts.set(u.id, []);
    return carts.get(u.id);
  };
  const cartBody = (u) => {
    const items = cartOf(u);
    return {
      id: u.id,
      items,
      total_items: items.reduce((n, i) => n + i.quantity, 0),
      total_amount: money(items.reduce((n, i) => n + Number(i.line_total), 0)),
    };
  };
  function putLine(u, product, size, quantity) {
    const items = cartOf(u);
    const line = items.find((i) => i.product.id === product.id && i.product_size_id === (size?.id ?? null));
    const wanted = (line?.quantity ?? 0) + quantity;
    const available = size ? size.stock : stockOf(product);
    if (wanted > available) return { quantity: [`Only ${available} left in stock.`] };
    const item = line ?? {
      id: ids.item++,
      product: { id: product.id, name: product.name, slug: product.slug, price: product.price, image: null },
      product_size_id: size?.id ?? null,
      size: size ? { id: size.id, label: size.label } : null,
    };
    item.quantity = wanted;
    item.line_total = money(Number(product.price) * wanted);
    if (!line) items.push(item);
    return item;
  }

  function page(list, query, base) {
    const size = Math.min(Number(query.get('page_size') ?? 20) || 20, 100);
    const number = Number(query.get('page') ?? 1) || 1;
    const pages = Math.max(1, Math.ceil(list.length / size));
    if (number > pages) return [404, { detail: 'Invalid page.' }];
    const link = (n) => (n >= 1 && n <= pages ? `${base}?page=${n}` : null);
    const results = list.slice((number - 1) * size, number * size);
    return [200, { count: list.length, next: link(number + 1), previous: link(number - 1), results }];
  }

  function products(query) {
    let list = PRODUCTS;
    const category = query.get('category');
    const search = query.get('search')?.trim().toLowerCase();
    if (category) list = list.filter((p) => p.category.slug === category);
    if (search) list = list.filter((p) => `${p.name} ${p.description}`.toLowerCase().includes(search));
    if (query.get('in_stock') === 'true') list = list.filter((p) => stockOf(p) > 0);
    const ordering = query.get('ordering');
    if (ordering === 'price') list = [...list].sort((a, b) => Number(a.price) - Number(b.price));
    if (ordering === '-price') list = [...list].sort((a, b) => Number(b.price) - Number(a.price));
    if (ordering === 'name') list = [...list].sort((a, b) => a.name.localeCompare(b.name));
    return page(list.map(summary), query, '/api/products/');
  }

  function placeOrder(u, body) {
    const fields = ['full_name', 'phone', 'address_line1', 'city', 'postal_code', 'country'];
    const shipping = body?.shipping ?? {};
    const missing = fields.filter((f) => !String(shipping[f] ?? '').trim());
    if (missing.length)
      return [400, { shipping: Object.fromEntries(missing.map((f) => [f, ['This field is required.']])) }];
    if (body.payment_method !== 'cod')
      return [400, { payment_method: [`"${body.payment_method}" is not a valid choice.`] }];
    const items = cartOf(u);
    if (!items.length) return [400, { non_field_errors: ['Your cart is empty.'] }];
    const subtotal = items.reduce((n, i) => n + Number(i.line_total), 0);
    const fee = subtotal >= 50 ? 0 : 5;
    const now = new Date().toISOString();
    const id = ids.order++;
    const order = {
      id,
      number: `FT-2026-${String(id).padStart(6, '0')}`,
      status: 'pending',
      items: items.map((i) => ({
        product_id: i.product.id,
        name: i.product.name,
        size: i.size?.label ?? null,
        price: i.product.price,
        quantity: i.quantity,
        line_total: i.line_total,
      })),
      subtotal: money(subtotal),
      shipping_fee: money(fee),
      total: money(subtotal + fee),
      shipping: { address_line2: '', state: '', ...shipping },
      payment_method: 'cod',
      notes: body.notes ?? '',
      created_at: now,
      updated_at: now,
      status_history: [{ status: 'pending', at: now }],
      user_id: u.id,
    };
    orders.unshift(order);
    carts.set(u.id, []);
    return [201, order];
  }
  const orderBody = ({ user_id: _owner, ...order }) => order;

  /** One request: [status, body]; `body` undefined means no content. */
  function answer(method, url, body, authorization) {
    const { pathname: path, searchParams: query } = new URL(url, 'http://stock.test');
    const claims = authorization?.startsWith('Bearer ') ? claimsOf(authorization.slice(7)) : null;
    const expired = claims && (claims.token_type !== 'access' || claims.exp * 1000 <= Date.now());
    const user = claims && !expired ? users.find((u) => u.id === claims.user_id) : null;
    const signedIn = (then) => (user ? then(user) : [401, authorization ? TOKEN_NOT_VALID : NOT_AUTHENTICATED]);
    const route = `${method} ${path}`;

    if (route === 'GET /api/health/') return [200, { status: 'ok', database: 'ok' }];
    if (route === 'GET /api/categories/') {
      return [
        200,
        [EARRINGS, SCARVES].map((c) => ({
          ...c,
          product_count: PRODUCTS.filter((p) => p.category.id === c.id).length,
        })),
      ];
    }
    if (route === 'GET /api/products/') return products(query);
    const productPath = /^\/api\/products\/([^/]+)\/$/.exec(path);
    if (method === 'GET' && productPath) {
      const found = PRODUCTS.find((p) => p.slug === productPath[1] || String(p.id) === productPath[1]);
      return found ? [200, detail(found)] : [404, NOT_FOUND];
    }
    if (route === 'GET /api/faq/') return [200, [{ question: 'Do you ship abroad?', answer: 'Yes, everywhere.' }]];
    if (route === 'GET /api/privacy-policy/' || route === 'GET /api/tnc-shipping/') {
      return [
        200,
        {
          title: path.includes('privacy') ? 'Privacy Policy' : 'Terms & Shipping',
          updated_at: '2026-01-01T00:00:00Z',
          body: 'We keep it short.',
        },
      ];
    }
    if (route === 'POST /api/contact/') return [201, { detail: 'Thanks for your message.' }];

    if (route === 'POST /api/register/') {
      const errors = {};
      if (!body?.username) errors.username = ['This field is required.'];
      else if (users.some((u) => u.username === body.username))
        errors.username = ['A user with that username already exists.'];
      if (!body?.email) errors.email = ['This field is required.'];
      else if (users.some((u) => u.email === String(body.email).toLowerCase()))
        errors.email = ['user with this email already exists.'];
      if (!body?.password) errors.password = ['This field is required.'];
      else if (String(body.password).length < 8)
        errors.password = ['This password is too short. It must contain at least 8 characters.'];
      if (Object.keys(errors).length) return [400, errors];
      const u = addUser(body);
      return [201, { id: u.id, username: u.username, email: u.email }];
    }
    if (route === 'POST /api/login/') {
      const u = users.find((x) => x.email === String(body?.email ?? '').toLowerCase() && x.password === body?.password);
      return u ? [200, { ...tokens(u), user: publicUser(u) }] : [401, NO_ACCOUNT];
    }
    if (route === 'POST /api/refresh/') {
      const c = claimsOf(body?.refresh);
      const u = c?.token_type === 'refresh' && c.exp * 1000 > Date.now() && users.find((x) => x.id === c.user_id);
      return u ? [200, tokens(u)] : [401, { detail: 'Token is invalid or expired', code: 'token_not_valid' }];
    }
    if (route === 'POST /api/logout/') return [205, undefined];
    if (route === 'GET /api/profile/') return signedIn((u) => [200, profile(u)]);
    if (route === 'PATCH /api/profile/') return signedIn((u) => (Object.assign(u, body ?? {}), [200, profile(u)]));

    if (route === 'GET /api/cart/') return signedIn((u) => [200, cartBody(u)]);
    if (route === 'POST /api/cart/') {
      return signedIn((u) => {
        const product = PRODUCTS.find((p) => p.id === body?.product_id);
        if (!product) return [400, { product_id: ['Invalid pk - object does not exist.'] }];
        const size = product.sizes.find((s) => s.id === body.product_size_id);
        if (product.sizes.length && !size) return [400, { product_size_id: ['Choose a size.'] }];
        const item = putLine(u, product, size, Number(body.quantity ?? 1));
        return item.quantity ? [201, { detail: 'Added to cart.', item }] : [400, item];
      });
    }
    if (route === 'DELETE /api/cart/')
      return signedIn((u) => (carts.set(u.id, []), [200, { detail: 'Cart cleared.', cart: cartBody(u) }]));
    const itemPath = /^\/api\/cart\/items\/(\d+)\/$/.exec(path);
    if (itemPath && (method === 'PATCH' || method === 'DELETE')) {
      return signedIn((u) => {
        const items = cartOf(u);
        const line = items.find((i) => i.id === Number(itemPath[1]));
        if (!line) return [404, NOT_FOUND];
        if (method === 'DELETE' || Number(body?.quantity) <= 0) items.splice(items.indexOf(line), 1);
        else {
          line.quantity = Number(body.quantity);
          line.line_total = money(Number(line.product.price) * line.quantity);
        }
        return [200, { detail: 'Cart updated.', cart: cartBody(u) }];
      });
    }
    if (route === 'POST /api/cart/sync/') {
      return signedIn((u) => {
        const skipped = [];
        for (const local of body?.items ?? []) {
          const product = PRODUCTS.find((p) => p.id === local.id);
          const size = product?.sizes.find((s) => s.id === local.product_size_id);
          const result = product ? putLine(u, product, size, Number(local.quantity ?? 1)) : null;
          if (!result?.quantity) skipped.push({ product_id: local.id, reason: 'unavailable' });
        }
        return [200, { detail: 'Cart synced.', cart: cartBody(u), skipped }];
      });
    }

    if (route === 'POST /api/orders/') return signedIn((u) => placeOrder(u, body));
    if (route === 'GET /api/orders/') {
      return signedIn((u) => page(orders.filter((o) => o.user_id === u.id).map(orderBody), query, '/api/orders/'));
    }
    const orderPath = /^\/api\/orders\/(\d+)\/(cancel\/)?$/.exec(path);
    if (orderPath) {
      return signedIn((u) => {
        const order = orders.find((o) => o.id === Number(orderPath[1]) && o.user_id === u.id);
        if (!order) return [404, NOT_FOUND];
        if (method === 'GET' && !orderPath[2]) return [200, orderBody(order)];
        if (method === 'POST' && orderPath[2] && order.status === 'pending') {
          order.status = 'cancelled';
          order.status_history.push({ status: 'cancelled', at: new Date().toISOString() });
          return [200, orderBody(order)];
        }
        return [400, { detail: 'This order can no longer be cancelled.' }];
      });
    }
    return [404, NOT_FOUND];
  }

  return { answer };
}
