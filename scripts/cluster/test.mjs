// npm run test:cluster: two web instances of the built server behind nginx and one job worker, on PostgreSQL, a
// private Redis and a local S3-compatible bucket (no folder shared), with a local SMTP sink; proves through nginx
// what docs/operations.md promises (roles, pictures in the bucket, deploys that drop nothing, jobs once), prints
// the figures, exits non-zero on any failed check. Needs PostgreSQL (PG_ADMIN_URL), redis-server and nginx.
// Ports: CLUSTER_BASE_PORT (18080) for nginx, +1 to +3 for the instances, +18 SMTP, +19 S3; CLUSTER_REDIS_PORT.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import {
  buildApi,
  createDatabase,
  dropDatabase,
  missingPrerequisites,
  ownDataDir,
  postgresAnswers,
  root,
  sleep,
  startApi,
  startNginx,
  startRedis,
  startS3,
  stopAll,
  waitFor,
} from './lib.mjs';

const BASE = Number(process.env.CLUSTER_BASE_PORT ?? 18080);
const ports = { nginx: BASE, a: BASE + 1, b: BASE + 2, w: BASE + 3, smtp: BASE + 18, s3: BASE + 19 };
// The deploy settings under test, short to keep the run short: nginx lets go of an idle upstream connection
// after 1 s, an instance drains for 2 s (SHUTDOWN_DELAY_SECONDS must exceed nginx's idle time).
const NGINX_KEEPALIVE_SECONDS = 1;
const SHUTDOWN_DELAY_SECONDS = 2;
const REDIS_PORT = Number(process.env.CLUSTER_REDIS_PORT ?? 16390);
const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `ft9_cluster_${Date.now()}`;
const nginx = `http://127.0.0.1:${ports.nginx}`;
const ADMIN = { email: 'admin@cluster.test', password: 'Cluster-Admin-Pass-1' };
const CHECKOUTS = 40;
const started = Date.now();
const figures = {};
let step = 0;

function log(message) {
  console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${message}`);
}
async function check(name, fn) {
  step++;
  const t0 = Date.now();
  await fn();
  log(`ok ${step} - ${name} (${Date.now() - t0} ms)`);
}

// ── the sink and the HTTP client ────────────────────────────────────────────

const received = [];
/**
 * The next message whose text matches `match` is held: the sink reads it whole and never answers, as a mail server
 * that is slow to accept, so its sender can be killed mid-send. `arrived` is told of it. A message whose session
 * ends before the answer is not taken (RFC 5321: the server takes it with its 250), so it is not in `received`.
 */
let holdNext = null;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (c) => (raw += c));
    stream.on('end', () => {
      const message = {
        to: session.envelope.rcptTo.map((r) => r.address),
        messageId: /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? '',
        subject: /^Subject:\s*(.*)$/im.exec(raw)?.[1] ?? '',
      };
      if (holdNext?.match.test(raw)) {
        const { arrived } = holdNext;
        holdNext = null;
        arrived(message);
        return;
      }
      received.push(message);
      callback();
    });
  },
});

let ipCounter = 0;
/** A distinct client address per shopper: nginx appends its own hop, the API trusts two (TRUST_PROXY_HOPS=2). */
const newIp = () => `10.90.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/**
 * One request on a connection of its own (`Connection: close`): the rolling restart reloads nginx, whose old
 * worker then closes its idle client connections, a race between the client and nginx that is not the shop's.
 * What is under test stays kept alive: nginx's connections to the API.
 */
function ownConnection(method, url, headers, body) {
  return new Promise((resolve, reject) => {
    const req = request(nginx + url, { method, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode, text, headers: res.headers }));
    });
    req.on('error', (err) => reject(Object.assign(new Error(err.message), { cause: err })));
    req.end(body);
  });
}

async function call(method, url, { json, token, instance, ip, headers = {}, fresh = false } = {}) {
  const h = { ...headers };
  if (json !== undefined) h['content-type'] = 'application/json';
  if (token) h.authorization = `Bearer ${token}`;
  if (instance) h['x-instance'] = instance;
  if (ip) h['x-forwarded-for'] = ip;
  if (fresh) {
    const res = await ownConnection(method, url, h, json === undefined ? undefined : JSON.stringify(json));
    return { status: res.status, body: res.text ? JSON.parse(res.text) : undefined, headers: res.headers };
  }
  const res = await fetch(nginx + url, {
    method,
    headers: h,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await res.text();
  let body;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  return { status: res.status, body, headers: res.headers };
}

async function shopper(n, instance) {
  const ip = newIp();
  const account = {
    username: `cluster${n}_${Date.now() % 100000}`,
    email: `c${n}.${Date.now()}@cluster.test`,
    password: 'Woven-Story-31',
  };
  const reg = await call('POST', '/api/register/', { json: account, instance, ip });
  assert.equal(reg.status, 201, `register: ${JSON.stringify(reg.body)}`);
  const login = await call('POST', '/api/login/', {
    json: { email: account.email, password: account.password },
    instance,
    ip,
  });
  assert.equal(login.status, 200, `login: ${JSON.stringify(login.body)}`);
  return { ...account, ip, id: reg.body.id, token: login.body.access };
}

const shipping = {
  full_name: 'Ada Weaver',
  phone: '+1 555 0100',
  address_line1: '12 Loom Street',
  address_line2: '',
  city: 'Portland',
  state: 'OR',
  postal_code: '97201',
  country: 'United States',
};

// ── the cluster ─────────────────────────────────────────────────────────────

const missing = missingPrerequisites();
if (missing.length || !(await postgresAnswers(adminUrl))) {
  console.error(
    `test:cluster needs: ${[...missing, ...((await postgresAnswers(adminUrl)) ? [] : [`PostgreSQL at ${adminUrl} (PG_ADMIN_URL)`])].join('; ')}`,
  );
  process.exit(1);
}

const instances = {};
// Each instance's own DATA_DIR (the default MEDIA_DIR's parent), kept across its restarts, shared with no other.
const dataDirs = {};
let db;
let redis;
let exitCode = 0;
try {
  log('building the API');
  buildApi();
  const databaseUrl = await createDatabase(adminUrl, dbName, { fresh: true });
  db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  await new Promise((resolve) => smtp.listen(ports.smtp, '127.0.0.1', resolve));
  redis = startRedis(REDIS_PORT);
  const s3 = (await startS3(ports.s3)).env;
  const bucketUrl = `${s3.S3_ENDPOINT}/${s3.S3_BUCKET}`;
  /** The bucket's keys, by S3's own ListObjects (the local server answers unsigned requests). */
  const bucketKeys = async () => {
    const keys = [];
    for (let marker = ''; ; ) {
      const res = await fetch(`${bucketUrl}/?marker=${encodeURIComponent(marker)}`);
      assert.equal(res.status, 200);
      const xml = await res.text();
      const page = [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => m[1]);
      keys.push(...page);
      if (!xml.includes('<IsTruncated>true</IsTruncated>') || !page.length) return keys;
      marker = page.at(-1);
    }
  };
  /** A picture through nginx pinned to one instance: the API's redirect into the bucket, then the bytes there. */
  const picture = async (key, instance) => {
    const res = await fetch(`${nginx}/media/${key}`, { headers: { 'x-instance': instance }, redirect: 'manual' });
    assert.equal(res.status, 302, `${instance}: /media/${key}`);
    const location = res.headers.get('location');
    assert.ok(location.startsWith(`${bucketUrl}/${key}?`), `${instance} redirected to ${location}`);
    const served = await fetch(location);
    assert.equal(served.status, 200, location);
    return Buffer.from(await served.arrayBuffer());
  };
  /** Every file in the instances' own folders: pictures go to the bucket, so there are none. */
  const filesOnDisk = () =>
    Object.values(dataDirs).flatMap((dir) =>
      readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.join(e.parentPath, e.name)),
    );
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
    SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
    FRONTEND_URL: nginx,
    ...s3,
    MEDIA_DIR: '',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    TRUST_PROXY_HOPS: '2',
    JOB_LEASE_SECONDS: '3',
    DB_POOL_SIZE: '10',
    LOG_LEVEL: 'warn',
    JWT_SECRET: '',
    // The database's JWT key (and TOTP secrets) are sealed with this key: every instance must hold the same one.
    ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
    SHUTDOWN_DELAY_SECONDS: String(SHUTDOWN_DELAY_SECONDS),
  };
  // a and b serve HTTP behind nginx (ROLE=web), w runs the jobs (ROLE=worker, not behind nginx).
  const launch = (name) =>
    (instances[name] = startApi(
      `api-${name}`,
      ports[name],
      { ...env, ROLE: name === 'w' ? 'worker' : 'web', DATA_DIR: (dataDirs[name] ??= ownDataDir(`cluster-${name}`)) },
      {
        quiet: true,
      },
    ));
  const ready = (name) => waitFor(`http://127.0.0.1:${ports[name]}/api/health/ready/`, 120, instances[name]);
  const proxy = startNginx(ports.nginx, [ports.a, ports.b], { keepaliveSeconds: NGINX_KEEPALIVE_SECONDS });

  await check('simultaneous first start on an empty database: two web instances and a worker come up', async () => {
    for (const name of ['a', 'b', 'w']) launch(name);
    await Promise.all(['a', 'b', 'w'].map(ready));
    await waitFor(`${nginx}/api/health/`, 10);
    const { rows } = await db.query("select count(*)::int as n from users where role = 'admin'");
    assert.equal(rows[0].n, 1);
  });

  await check('the worker answers only health and metrics; the web instances serve the API', async () => {
    const worker = `http://127.0.0.1:${ports.w}`;
    assert.equal((await fetch(`${worker}/api/health/live/`)).status, 200);
    assert.equal((await fetch(`${worker}/api/metrics`)).status, 200);
    for (const url of ['/api/products/', '/api/categories/', '/api/docs/', '/media/x.png'])
      assert.equal((await fetch(worker + url)).status, 404, url);
    assert.equal((await fetch(`http://127.0.0.1:${ports.a}/api/categories/`)).status, 200);
  });

  await check("the seed's pictures are in the bucket and served from it through both web instances", async () => {
    const { rows } = await db.query('select url from product_images union select image as url from categories');
    const seeded = rows.filter((r) => r.url?.startsWith('/media/')).map((r) => r.url.slice('/media/'.length));
    const keys = new Set(await bucketKeys());
    assert.ok(seeded.length > 0, 'the seed named pictures');
    assert.deepEqual(
      seeded.filter((k) => !keys.has(k)),
      [],
      'seed pictures missing from the bucket',
    );
    const key = seeded.find((k) => k.startsWith('products/'));
    const committed = readFileSync(path.join(root, 'server/assets', key));
    for (const instance of ['a', 'b']) assert.ok((await picture(key, instance)).equals(committed), instance);
    figures.media = { seedPictures: seeded.length, bucketObjects: keys.size };
  });

  const admin = await call('POST', '/api/login/', { json: ADMIN, instance: 'a' });
  assert.equal(admin.status, 200);
  const adminToken = admin.body.access;

  await check('a token from instance A works on instance B (one secret, kept in the database)', async () => {
    const user = await shopper(0, 'a');
    const cart = await call('GET', '/api/cart/', { token: user.token, instance: 'b' });
    assert.equal(cart.status, 200);
  });

  const created = await call('POST', '/api/admin/products/', {
    token: adminToken,
    instance: 'a',
    json: { name: 'Cluster Test Scarf', price: '30.00', stock: 100 },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const product = created.body;

  await check(
    'a picture uploaded through instance A is served through instance B from the bucket, bytes equal',
    async () => {
      const form = new FormData();
      const upload = readFileSync(path.join(root, 'server/assets/categories/bracelets.webp'));
      form.append('image', new Blob([upload], { type: 'image/webp' }), 'scarf.webp');
      const res = await fetch(`${nginx}/api/admin/products/${product.id}/images/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}`, 'x-instance': 'a' },
        body: form,
      });
      const body = await res.json();
      assert.equal(res.status, 201, JSON.stringify(body));
      const url = body.images.find((i) => i.url.startsWith('/media/products/upload-'))?.url;
      assert.ok(url, JSON.stringify(body.images));
      const key = url.slice('/media/'.length);
      const page = await call('GET', `/api/products/${product.slug}/`, { instance: 'b' });
      assert.ok(
        page.body.images.some((i) => i.url === url),
        'instance B lists the picture',
      );
      const object = await fetch(`${bucketUrl}/${key}`);
      assert.equal(object.status, 200, 'the picture is in the bucket');
      const inBucket = Buffer.from(await object.arrayBuffer());
      const viaB = await picture(key, 'b');
      assert.ok(viaB.equals(inBucket), "instance B serves the bucket's bytes");
      assert.ok((await picture(key, 'a')).equals(viaB), 'instance A serves the same bytes');
      assert.equal(viaB.subarray(8, 12).toString(), 'WEBP');
      assert.deepEqual(filesOnDisk(), [], "no picture on an instance's disk");
      figures.media.upload = { key, bytes: viaB.length, filesOnInstanceDisks: 0 };
    },
  );

  await check('an Idempotency-Key replayed on the other instance answers the same order', async () => {
    const user = await shopper(1, 'a');
    assert.equal(
      (await call('POST', '/api/cart/', { token: user.token, json: { product_id: product.id }, instance: 'a' })).status,
      201,
    );
    const key = `cluster-${Date.now()}`;
    const first = await call('POST', '/api/orders/', {
      token: user.token,
      json: { shipping },
      instance: 'a',
      headers: { 'Idempotency-Key': key },
    });
    const replay = await call('POST', '/api/orders/', {
      token: user.token,
      json: { shipping },
      instance: 'b',
      headers: { 'Idempotency-Key': key },
    });
    assert.equal(first.status, 201);
    assert.ok(replay.status < 300, `replay: ${replay.status}`);
    assert.equal(replay.body.id, first.body.id);
    const { rows } = await db.query('select count(*)::int as n from orders where user_id = $1', [user.id]);
    assert.equal(rows[0].n, 1);
  });

  await check('an admin price change on A is served by B within 1 s', async () => {
    const url = `/api/products/${product.slug}/`;
    const stale = [];
    for (let round = 0; round < 5; round++) {
      const price = `${31 + round}.00`;
      await call('GET', url, { instance: 'b' });
      await call('GET', url, { instance: 'b' });
      const patched = await call('PATCH', `/api/admin/products/${product.id}/`, {
        token: adminToken,
        instance: 'a',
        json: { price },
      });
      assert.equal(patched.status, 200);
      const t0 = Date.now();
      while ((await call('GET', url, { instance: 'b' })).body.price !== price) {
        assert.ok(Date.now() - t0 < 1_000, `B still served the old price after ${Date.now() - t0} ms`);
        await sleep(2);
      }
      stale.push(Date.now() - t0);
    }
    figures.stalenessMs = stale;
  });

  await check(
    `${CHECKOUTS} concurrent checkouts with instance B killed -9 half-way: orders = stock taken, none lost or doubled`,
    async () => {
      const [{ stock: before }] = (await db.query('select stock from products where id = $1', [product.id])).rows;
      const buyers = [];
      for (let i = 0; i < CHECKOUTS; i++) buyers.push(await shopper(100 + i));
      for (const b of buyers) {
        assert.equal(
          (await call('POST', '/api/cart/', { token: b.token, ip: b.ip, json: { product_id: product.id } })).status,
          201,
        );
      }
      let answered = 0;
      let killedAt;
      const attempts = { first: {}, retries: 0 };
      const checkout = async (b, i) => {
        const key = `kill-${i}-${Date.now()}`;
        for (let attempt = 0; attempt < 20; attempt++) {
          let res;
          try {
            res = await call('POST', '/api/orders/', {
              token: b.token,
              ip: b.ip,
              json: { shipping },
              headers: { 'Idempotency-Key': key },
            });
          } catch (err) {
            res = { status: err.cause?.code ?? 'network' };
          }
          if (attempt === 0) attempts.first[res.status] = (attempts.first[res.status] ?? 0) + 1;
          else attempts.retries++;
          if (res.status === 201 || res.status === 200) return res.body.id;
          // A request cut off by the crash: the client retries with the same key (the API's idempotency contract).
          await sleep(200);
        }
        throw new Error(`checkout ${i} never succeeded`);
      };
      const all = buyers.map((b, i) =>
        checkout(b, i).finally(() => {
          if (++answered === CHECKOUTS / 2 && !killedAt) {
            killedAt = Date.now();
            instances.b.kill('SIGKILL');
          }
        }),
      );
      const ids = await Promise.all(all);
      assert.ok(killedAt, 'instance B was killed half-way');
      assert.equal(new Set(ids).size, CHECKOUTS);
      const { rows } = await db.query(
        `select count(distinct o.id)::int as orders, coalesce(sum(i.quantity), 0)::int as units, count(distinct o.user_id)::int as buyers
         from orders o join order_items i on i.order_id = o.id
        where i.product_id = $1 and o.user_id = any($2)`,
        [product.id, buyers.map((b) => b.id)],
      );
      const [{ stock: after }] = (await db.query('select stock from products where id = $1', [product.id])).rows;
      figures.kill = {
        orders: rows[0].orders,
        unitsOrdered: rows[0].units,
        stockTaken: before - after,
        firstAttempts: attempts.first,
        retries: attempts.retries,
      };
      assert.equal(rows[0].orders, CHECKOUTS);
      assert.equal(rows[0].buyers, CHECKOUTS);
      assert.equal(before - after, rows[0].units);
      figures.buyers = buyers;
    },
  );

  await check('every confirmation email reaches the SMTP sink (sent by the worker), once per Message-ID', async () => {
    const emails = figures.buyers.map((b) => b.email);
    const deadline = Date.now() + 60_000;
    let rows;
    for (;;) {
      ({ rows } = await db.query(
        'select id, "to", status, attempts, message_id from email_logs where kind = \'order_confirmation\' and "to" = any($1)',
        [emails],
      ));
      if (rows.length === CHECKOUTS && rows.every((r) => r.status === 'sent')) break;
      assert.ok(
        Date.now() < deadline,
        `emails not all sent: ${JSON.stringify(rows.filter((r) => r.status !== 'sent'))}`,
      );
      await sleep(250);
    }
    const copies = rows.map((r) => received.filter((m) => m.messageId === r.message_id).length);
    const perMessage = rows.map(
      (r) => new Set(received.filter((m) => m.messageId === r.message_id).map((m) => m.messageId)).size,
    );
    figures.emails = {
      confirmations: rows.length,
      messagesPerConfirmation: perMessage.reduce((a, b) => a + b, 0) / rows.length,
      rawCopies: copies.reduce((a, b) => a + b, 0),
      retriedAfterCrash: rows.filter((r) => r.attempts > 1).length,
    };
    assert.ok(
      perMessage.every((n) => n === 1),
      'each confirmation arrived, under one Message-ID',
    );
    // A second raw copy is only possible for an email whose send was cut off by the kill (same Message-ID).
    assert.ok(figures.emails.rawCopies - rows.length <= figures.emails.retriedAfterCrash);
    const dup = copies.filter((n) => n > 1).length;
    figures.emails.duplicateCopies = dup;
  });

  launch('b');
  await ready('b');

  await check('worker killed: jobs wait in the queue, then run exactly once when a worker returns', async () => {
    instances.w.kill('SIGKILL');
    await instances.w.exited;
    const buyers = await Promise.all([0, 1, 2, 3, 4].map((i) => shopper(300 + i)));
    for (const b of buyers) {
      const added = await call('POST', '/api/cart/', { token: b.token, ip: b.ip, json: { product_id: product.id } });
      assert.equal(added.status, 201);
      const order = await call('POST', '/api/orders/', {
        token: b.token,
        ip: b.ip,
        json: { shipping },
        headers: { 'Idempotency-Key': `worker-down-${b.id}` },
      });
      assert.equal(order.status, 201, JSON.stringify(order.body));
    }
    const emails = buyers.map((b) => b.email);
    const confirmations = async () =>
      (
        await db.query(
          `select status, attempts, message_id from email_logs where kind = 'order_confirmation' and "to" = any($1)`,
          [emails],
        )
      ).rows;
    // Two web instances are up, and nothing runs the jobs: they wait.
    await sleep(3_000);
    const waiting = await confirmations();
    const { rows: queued } = await db.query(
      `select count(*)::int as n from jobs where kind = 'email.deliver' and status = 'queued'`,
    );
    assert.equal(waiting.length, buyers.length);
    assert.ok(
      waiting.every((r) => r.status === 'queued' && r.attempts === 0),
      JSON.stringify(waiting),
    );
    assert.ok(queued[0].n >= buyers.length);
    const receivedBefore = received.length;
    launch('w');
    await ready('w');
    const t0 = Date.now();
    let rows;
    while (!(rows = await confirmations()).every((r) => r.status === 'sent')) {
      assert.ok(Date.now() - t0 < 30_000, `not sent after the worker returned: ${JSON.stringify(rows)}`);
      await sleep(100);
    }
    const copies = rows.map((r) => received.filter((m) => m.messageId === r.message_id).length);
    figures.workerKill = {
      ordersWhileDown: buyers.length,
      emailJobsQueuedWhileDown: queued[0].n,
      sentWhileDown: waiting.filter((r) => r.status === 'sent').length,
      sentAfterReturn: rows.length,
      emailsReceivedSinceReturn: received.length - receivedBefore,
      secondsToSendAfterReturn: (Date.now() - t0) / 1000,
      copiesPerEmail: copies,
      attempts: rows.map((r) => r.attempts),
    };
    assert.deepEqual(copies, Array(buyers.length).fill(1));
    assert.deepEqual(
      rows.map((r) => r.attempts),
      Array(buyers.length).fill(1),
    );
  });

  await check(
    'cart reminder with the worker killed mid-send: one reminder email after another worker takes over',
    async () => {
      const s = await shopper(400);
      // Consent asked through Profile (§28.4); its link's token is only in the email, so it is confirmed here.
      const asked = await call('PATCH', '/api/profile/', {
        token: s.token,
        ip: s.ip,
        json: { marketing_consent: true },
      });
      assert.equal(asked.status, 200, JSON.stringify(asked.body));
      await db.query(`update marketing_consents set status = 'confirmed', confirmed_at = now() where email = $1`, [
        s.email,
      ]);
      const added = await call('POST', '/api/cart/', { token: s.token, ip: s.ip, json: { product_id: product.id } });
      assert.equal(added.status, 201);
      // The cart has waited CART_REMINDER_HOURS (4): its last change is moved 5 hours back, and the sweep's next run
      // (every 10 minutes) is brought forward to now.
      await db.query(`update carts set updated_at = now() - interval '5 hours' where user_id = $1`, [s.id]);
      const held = new Promise(
        (resolve) => (holdNext = { match: /^Subject:.*your cart is waiting/im, arrived: resolve }),
      );
      const runSweep = () =>
        db.query(`update jobs set run_at = now() where kind = 'marketing.cart-reminders' and status = 'queued'`);
      await runSweep();
      const t0 = Date.now();
      const first = await Promise.race([
        held,
        sleep(30_000).then(() => assert.fail('the worker sent no cart reminder within 30 s')),
      ]);
      // Mid-send: the worker has written the whole message and waits for the sink's answer.
      instances.w.kill('SIGKILL');
      await instances.w.exited;
      const killedAfterMs = Date.now() - t0;
      launch('w');
      await ready('w');
      const t1 = Date.now();
      const logs = async () =>
        (
          await db.query(
            `select status, attempts, message_id from email_logs where kind = 'cart_reminder' and "to" = $1`,
            [s.email],
          )
        ).rows;
      let rows;
      while ((rows = await logs()).length === 0 || rows.some((r) => r.status !== 'sent')) {
        assert.ok(Date.now() - t1 < 30_000, `not sent after the other worker took over: ${JSON.stringify(rows)}`);
        await sleep(100);
      }
      const sentAfterWorkerReadyMs = Date.now() - t1;
      // Another sweep of the same cart, now: the reminder's row keeps it to the one.
      await runSweep();
      await sleep(3_000);
      const { rows: reminders } = await db.query('select id, email_id from cart_reminders where user_id = $1', [s.id]);
      const taken = received.filter((m) => m.to.includes(s.email) && /your cart is waiting/.test(m.subject));
      figures.cartReminderKill = {
        killedAfterMs,
        secondsToSendAfterWorkerReady: sentAfterWorkerReadyMs / 1000,
        reminderRows: reminders.length,
        emailLogRows: rows.length,
        attempts: rows.map((r) => r.attempts),
        emailsTaken: taken.length,
      };
      assert.equal(reminders.length, 1, JSON.stringify(reminders));
      assert.equal(rows.length, 1, JSON.stringify(rows));
      assert.ok(rows[0].attempts >= 2, `the cut-off send was tried again: ${JSON.stringify(rows)}`);
      assert.equal(taken.length, 1, JSON.stringify(taken));
      // The one taken is the one cut off, sent again under its Message-ID.
      assert.equal(taken[0].messageId, first.messageId);
      assert.equal(taken[0].messageId, rows[0].message_id);
    },
  );

  await check('Redis killed: sign-in still works, health says degraded with 200', async () => {
    redis.kill('SIGKILL');
    await redis.exited;
    const user = figures.buyers[0];
    const t0 = Date.now();
    for (const instance of ['a', 'b']) {
      const login = await call('POST', '/api/login/', {
        json: { email: user.email, password: user.password },
        instance,
        ip: user.ip,
      });
      assert.equal(login.status, 200, JSON.stringify(login.body));
    }
    figures.signInWithoutRedisMs = Date.now() - t0;
    for (const port of [ports.a, ports.b]) {
      const health = await fetch(`http://127.0.0.1:${port}/api/health/`);
      assert.equal(health.status, 200);
      assert.deepEqual(await health.json(), { status: 'ok', database: 'ok', redis: 'degraded' });
    }
  });

  await check(
    'rolling restart of both web instances under GETs, cart writes and checkouts: no failed request, orders = stock taken',
    async () => {
      const created = await call('POST', '/api/admin/products/', {
        token: adminToken,
        instance: 'a',
        json: { name: 'Rolling Restart Tote', price: '20.00', stock: 10_000 },
      });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const tote = created.body;
      const [{ stock: before }] = (await db.query('select stock from products where id = $1', [tote.id])).rows;
      // A checkout limit holds each account to 10 in 15 minutes: a checkout worker moves to a fresh shopper after 8.
      const shoppers = await Promise.all(Array.from({ length: 32 }, (_, i) => shopper(500 + i)));
      let stop = false;
      const tally = {
        gets: { ok: 0, failed: 0 },
        cartWrites: { ok: 0, failed: 0 },
        checkouts: { ok: 0, failed: 0 },
        errors: {},
      };
      const fail = (kind, what) => {
        tally[kind].failed++;
        const key = `${kind} ${what}`;
        tally.errors[key] = (tally.errors[key] ?? 0) + 1;
      };
      const orderIds = [];
      const urls = ['/api/products/?page_size=12', `/api/products/${product.slug}/`, '/api/categories/'];
      const reader = async (w) => {
        for (let i = 0; !stop; i++) {
          try {
            const res = await call('GET', urls[(i + w) % urls.length], { fresh: true });
            if (res.status === 200) tally.gets.ok++;
            else fail('gets', res.status);
          } catch (err) {
            fail('gets', err.cause?.code ?? err.message);
          }
        }
      };
      // Each request once, no retry by the client: any failure counts.
      const once = async (kind, method, url, opts) => {
        try {
          const res = await call(method, url, { ...opts, fresh: true });
          if (res.status === 201 || res.status === 200) {
            tally[kind].ok++;
            return res;
          }
          fail(kind, res.status);
        } catch (err) {
          fail(kind, err.cause?.code ?? err.message);
        }
        return undefined;
      };
      let next = 0;
      const buyer = async () => {
        while (!stop && next < shoppers.length) {
          const b = shoppers[next++];
          for (let n = 0; n < 8 && !stop; n++) {
            const opts = { token: b.token, ip: b.ip };
            await once('cartWrites', 'POST', '/api/cart/', { ...opts, json: { product_id: tote.id } });
            const order = await once('checkouts', 'POST', '/api/orders/', {
              ...opts,
              json: { shipping },
              headers: { 'Idempotency-Key': `roll-${b.id}-${n}` },
            });
            if (order) orderIds.push(order.body.id);
            await sleep(150);
          }
        }
      };
      const load = [...Array.from({ length: 6 }, (_, w) => reader(w)), ...Array.from({ length: 4 }, buyer)];
      await sleep(1_000);
      const draining = {};
      for (const name of ['a', 'b']) {
        // As Kubernetes does with a terminating pod's endpoint (and a deploy tool with nginx): SIGTERM, and the
        // balancer stops routing to the instance a moment later (here 1 s, inside the 2 s delay). Until then nginx
        // still sends it requests, on kept-alive and new connections, and the instance serves them.
        const signalled = Date.now();
        instances[name].kill('SIGTERM');
        await sleep(1_000);
        proxy.setInPool(ports[name], false);
        const code = await instances[name].exited;
        draining[name] = { from: signalled / 1000, to: Date.now() / 1000 };
        assert.equal(code, 0, `${name} exited ${code}`);
        launch(name);
        await ready(name);
        proxy.setInPool(ports[name], true);
        await sleep(1_000);
      }
      stop = true;
      await Promise.all(load);
      const { rows } = await db.query(
        `select count(distinct o.id)::int as orders, coalesce(sum(i.quantity), 0)::int as units
           from orders o join order_items i on i.order_id = o.id where i.product_id = $1`,
        [tote.id],
      );
      const [{ stock: after }] = (await db.query('select stock from products where id = $1', [tote.id])).rows;
      // From nginx's log: what each instance answered between its SIGTERM and its exit, by request kind.
      const servedWhileDraining = {};
      for (const line of readFileSync(proxy.accessLog, 'utf8').trim().split('\n')) {
        const e = JSON.parse(line);
        for (const name of ['a', 'b']) {
          const w = draining[name];
          if (e.upstream_addr === `127.0.0.1:${ports[name]}` && e.msec >= w.from && e.msec <= w.to) {
            const key = `${name} ${e.method} ${e.status}`;
            servedWhileDraining[key] = (servedWhileDraining[key] ?? 0) + 1;
          }
        }
      }
      figures.rollingRestart = {
        servedWhileDraining,
        ...tally,
        ordersInDatabase: rows[0].orders,
        unitsOrdered: rows[0].units,
        stockTaken: before - after,
      };
      const failed = tally.gets.failed + tally.cartWrites.failed + tally.checkouts.failed;
      assert.equal(failed, 0, JSON.stringify(tally.errors));
      assert.ok(tally.checkouts.ok > 0, 'checkouts ran during the restart');
      for (const name of ['a', 'b'])
        assert.ok(
          Object.keys(servedWhileDraining).some((k) => k.startsWith(`${name} POST`)),
          `${name} answered POSTs while draining: ${JSON.stringify(servedWhileDraining)}`,
        );
      assert.equal(new Set(orderIds).size, tally.checkouts.ok, 'every checkout answered its own order');
      assert.equal(rows[0].orders, tally.checkouts.ok, 'orders in the database = checkouts answered');
      assert.equal(before - after, rows[0].units, 'stock taken = units ordered');
    },
  );

  await check('nginx logs every request as JSON with the upstream and its response time', async () => {
    const lines = readFileSync(proxy.accessLog, 'utf8').trim().split('\n');
    const entries = lines.map((line) => JSON.parse(line));
    const proxied = entries.filter((e) => e.uri.startsWith('/api/') && e.upstream_addr);
    assert.ok(proxied.length > 100, `only ${proxied.length} proxied requests logged`);
    for (const e of proxied) {
      assert.match(e.upstream_response_time, /^\d+\.\d{3}(, \d+\.\d{3})*$/, JSON.stringify(e));
      assert.equal(typeof e.request_time, 'number');
      assert.equal(typeof e.status, 'number');
    }
    figures.accessLog = { lines: lines.length, example: entries.find((e) => e.method === 'POST') };
  });
} catch (err) {
  exitCode = 1;
  console.error(`not ok ${step + 1} - ${err.stack ?? err}`);
  for (const [name, child] of Object.entries(instances))
    if (child.tail) console.error(`--- api-${name} output ---\n${child.tail}`);
} finally {
  delete figures.buyers;
  await stopAll();
  await db?.end();
  await new Promise((resolve) => smtp.close(resolve));
  await dropDatabase(adminUrl, dbName).catch(() => undefined);
  for (const dir of Object.values(dataDirs)) rmSync(dir, { recursive: true, force: true });
  const s = figures.stalenessMs ?? [];
  console.log(`
Cluster figures (2 web instances behind nginx and 1 job worker, PostgreSQL, Redis, an S3 bucket):
  pictures in the bucket (no folder shared): ${JSON.stringify(figures.media)}
  price change staleness on the other instance: ${s.join(', ')} ms (max ${Math.max(...s)} ms)
  checkouts with a kill -9 half-way: ${JSON.stringify(figures.kill)}
  confirmation emails: ${JSON.stringify(figures.emails)}
    (messagesPerConfirmation: distinct Message-IDs received per order; rawCopies: SMTP transfers, where a send cut
    off by the kill is repeated with the same Message-ID, which the recipient's mail system keeps once)
  sign-in with Redis down (2 sign-ins): ${figures.signInWithoutRedisMs} ms
  jobs with the worker killed: ${JSON.stringify(figures.workerKill)}
  cart reminder with the worker killed mid-send: ${JSON.stringify(figures.cartReminderKill)}
  rolling restart of the web instances (SHUTDOWN_DELAY_SECONDS=${SHUTDOWN_DELAY_SECONDS}, nginx keepalive_timeout ${NGINX_KEEPALIVE_SECONDS}s): ${JSON.stringify(figures.rollingRestart)}
  nginx JSON access log: ${JSON.stringify(figures.accessLog)}
  duration: ${((Date.now() - started) / 1000).toFixed(1)} s
${exitCode ? 'FAILED' : 'PASSED'}`);
  process.exit(exitCode);
}
