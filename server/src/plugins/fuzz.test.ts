import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser, placeOrder, type TestUser } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/test-app';

/**
 * Walks every POST/PATCH route of the generated OpenAPI document and sends each body field every kind of wrong
 * value (types, NUL, lone surrogates, huge numbers, a 1 MB string), plus wrong whole bodies. Nothing may be a 5xx.
 */
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  minLength?: number;
  minimum?: number;
}
interface Operation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const PLACEHOLDER = '"__raw__"';
/** Values as raw JSON text, so numbers JSON.stringify cannot write (1e400) are sent too. */
const WRONG_VALUES = [
  'null',
  'true',
  '12345',
  '0.5',
  '1e400',
  '123456789012345678901234567890',
  '9007199254740993',
  '""',
  '"a\\u0000b"',
  '"\\ud800"',
  '"x\\udfffy"',
  '"\\ud83d\\ude00"',
  '[]',
  '{}',
  '{"__proto__":{"polluted":true}}',
  '"99999999999999999999"',
];
const BAD_STRINGS = ['"a\\u0000b"', '"\\ud800"'];
const WRONG_BODIES = ['[]', '"text"', '42', 'null', '{"a":' + '['.repeat(500) + ']'.repeat(500) + '}', '{'];
const MEGABYTE = JSON.stringify('x'.repeat(1024 * 1024 - 64));

/** A plausible value for a schema, so each mutated field is checked while the others are well-formed. */
function sample(schema: JsonSchema | undefined): unknown {
  if (!schema) return null;
  if (schema.enum) return schema.enum[0];
  const choice = schema.anyOf?.find((s) => s.type !== 'null') ?? schema.allOf?.[0];
  if (choice) return sample(choice);
  switch (schema.type) {
    case 'string':
      return schema.format === 'email' ? 'fuzz@example.com' : 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sample(v)]));
    default:
      return null;
  }
}

function fieldsOf(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const nested = [...(schema.anyOf ?? []), ...(schema.allOf ?? [])].flatMap(fieldsOf);
  return [...new Set([...Object.keys(schema.properties ?? {}), ...nested])];
}

describe('fuzzing every POST/PATCH route of the OpenAPI document', () => {
  let t: TestApp;
  let admin: TestUser;
  let shopper: TestUser;
  let ids: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await createUser(t, { role: 'admin' });
    shopper = await createUser(t);
    const product = await createProduct(t, { stock: 50, sizes: [{ label: 'S', stock: 5 }] });
    const order = await placeOrder(t, shopper, [{ product_id: product.id, product_size_id: product.sizes[0].id }]);
    await t.request('POST', '/api/cart/', {
      token: shopper.token,
      json: { product_id: product.id, product_size_id: product.sizes[0].id },
    });
    const item = (await t.request('GET', '/api/cart/', { token: shopper.token })).body.items[0];
    ids = { id: String(product.id), idOrSlug: product.slug, token: 'not-a-token', imageId: '1' };
    ids.orderId = String(order.body.id);
    ids.itemId = String(item.id);
  });
  afterAll(() => t.close());

  it('answers every malformed body with a 4xx, never a 5xx', { timeout: 120_000 }, async () => {
    const doc = (await t.request('GET', '/api/openapi.json')).body as {
      paths: Record<string, Record<string, Operation>>;
    };
    const failures: string[] = [];
    let sent = 0;
    const started = Date.now();
    for (const [template, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        if (method !== 'post' && method !== 'patch') continue;
        const url = template.replace(/\{(\w+)\}/g, (_, name: string) => {
          if (name === 'id' && template.includes('/orders/')) return ids.orderId;
          if (name === 'id' && template.includes('/cart/items/')) return ids.itemId;
          return ids[name] ?? '1';
        });
        const token = url.startsWith('/api/admin/') ? admin.token : shopper.token;
        const schema = op.requestBody?.content?.['application/json']?.schema;
        const fields = fieldsOf(schema);
        const base = (sample(schema) ?? {}) as Record<string, unknown>;
        // One field wrong at a time, the others plausible, so the wrong value gets past the other fields' checks.
        const withField = (field: string, raw: string) =>
          JSON.stringify({ ...base, [field]: '__raw__' }).replace(PLACEHOLDER, () => raw);
        const bodies = [
          ...WRONG_BODIES,
          ...fields.flatMap((field) => WRONG_VALUES.map((v) => withField(field, v))),
          // And alone: a field whose siblings' samples are refused is still checked on its own.
          ...fields.flatMap((field) => BAD_STRINGS.map((v) => `{"${field}":${v}}`)),
          ...fields.slice(0, 2).map((field) => withField(field, MEGABYTE)),
          `{${fields.map((f) => `"${f}":${PLACEHOLDER}`).join(',')}}`.replaceAll(PLACEHOLDER, '"a\\u0000"'),
          `{${fields.map((f) => `"${f}":${PLACEHOLDER}`).join(',')}}`.replaceAll(PLACEHOLDER, '1e400'),
        ];
        for (const body of bodies) {
          const res = await t.request(method.toUpperCase(), url, {
            token,
            body,
            headers: { 'content-type': 'application/json' },
          });
          sent++;
          if (res.status >= 500) failures.push(`${method.toUpperCase()} ${url} ${body.slice(0, 80)} → ${res.status}`);
          else if (res.status >= 400 && res.body === undefined)
            failures.push(`${method} ${url}: non-JSON ${res.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(500);
    console.log(`fuzz: ${sent} requests in ${Date.now() - started} ms`);
  });
});
