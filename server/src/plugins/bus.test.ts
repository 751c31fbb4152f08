import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs, refreshTokens, users } from '../db/schema';
import { rows } from '../lib/sql';
import { createUser } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import {
  BUS_CHANNEL,
  busMessages,
  busNotice,
  parseBusMessage,
  type BusKind,
  type BusMessage,
  type BusPayload,
} from './bus-messages';

/** One payload of every kind: a kind added to `busMessages` without one here does not compile. */
const samples: { [K in BusKind]: BusPayload<K> } = { catalog: null, jobs: null, 'auth.user': 42 };

/**
 * The bus's one definition (bus-messages.ts) against the SQL that writes its messages (migration 0009's
 * bus_notify and the triggers calling it): every message the database sends is one the TypeScript parser reads.
 */
describe('bus messages: the TypeScript definition and the SQL agree', () => {
  let t: TestApp;
  const heard: string[] = [];
  let unlisten: () => Promise<void>;
  beforeAll(async () => {
    t = await startTestApp({ jobWorker: false });
    // Fastify's listen() resolves before its onListen hooks run, and one of them queues the day's retention
    // job, whose wake-up would land among the messages below: listen only once that start-up write is done.
    await vi.waitFor(
      async () => expect(await t.db.select().from(jobs).where(eq(jobs.kind, 'privacy.retention'))).toHaveLength(1),
      { timeout: 10_000, interval: 20 },
    );
    unlisten = await t.handle.listen(BUS_CHANNEL, (raw) => heard.push(raw));
  });
  afterAll(async () => {
    await unlisten?.();
    await t?.close();
  });

  /** Runs `cause` and answers the messages it sent, read by the TypeScript parser (null: unreadable). */
  async function messagesOf(cause: () => Promise<unknown>): Promise<(BusMessage | null)[]> {
    const from = heard.length;
    await cause();
    // On PostgreSQL a notification comes over the listening connection a moment after the commit.
    for (let waited = 0; heard.length === from && waited < 2_000; waited += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    return heard.slice(from).map(parseBusMessage);
  }

  it('bus_notify writes every kind and payload so that parseBusMessage reads them back', async () => {
    for (const kind of Object.keys(busMessages) as BusKind[]) {
      const sent = await messagesOf(() => t.db.execute(sql`select ${busNotice(kind, samples[kind], 'instance-1')}`));
      expect(sent).toEqual([{ kind, payload: samples[kind], origin: 'instance-1' }]);
    }
    // A wake-up sent by no instance in particular has no origin.
    expect(await messagesOf(() => t.db.execute(sql`select ${busNotice('jobs', null, null)}`))).toEqual([
      { kind: 'jobs', payload: null, origin: undefined },
    ]);
  });

  it("every trigger's message is an auth.user message the parser reads, with the user's id", async () => {
    const user = await createUser(t);
    const expected = [{ kind: 'auth.user', payload: user.id, origin: 'db' }];
    // users_announce_auth_change: a change of what a session rests on (here the role, which bumps the version)…
    expect(await messagesOf(() => t.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id)))).toEqual(
      expected,
    );
    // … or of the username.
    expect(
      await messagesOf(() =>
        t.db
          .update(users)
          .set({ username: `${user.username}-2` })
          .where(eq(users.id, user.id)),
      ),
    ).toEqual(expected);
    // refresh_tokens_announce_revocation: a sign-in revoked.
    await t.db
      .insert(refreshTokens)
      .values({ jti: `jti-${user.id}`, userId: user.id, family: 'f', expiresAt: new Date(Date.now() + 60_000) });
    expect(
      await messagesOf(() =>
        t.db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.userId, user.id)),
      ),
    ).toEqual(expected);
    // users_announce_auth_removal: the user removed (its refresh tokens go with it, unrevoked: no message).
    expect(await messagesOf(() => t.db.delete(users).where(eq(users.id, user.id)))).toEqual(expected);
  });

  it('the triggers above are all the bus triggers, and no database function notifies but bus_notify', async () => {
    const triggers = await rows<{ name: string }>(
      t.db,
      sql`select tgname as name from pg_trigger join pg_proc on pg_proc.oid = tgfoid
        where not tgisinternal and prosrc like '%bus_notify%' order by tgname`,
    );
    expect(triggers.map((r) => r.name)).toEqual([
      'refresh_tokens_announce_revocation',
      'users_announce_auth_change',
      'users_announce_auth_removal',
    ]);
    const notifying = await rows<{ name: string }>(
      t.db,
      sql`select proname as name from pg_proc
        where prosrc ilike '%pg_notify%' and pronamespace = 'public'::regnamespace order by proname`,
    );
    expect(notifying.map((r) => r.name)).toEqual(['bus_notify']);
  });

  it('refuses a message of an unknown kind, a payload of the wrong shape, or no JSON at all', () => {
    expect(parseBusMessage('{"t": "catalogue", "p": null}')).toBeNull();
    expect(parseBusMessage('{"t": "auth.user", "p": "42", "o": "db"}')).toBeNull();
    expect(parseBusMessage('{"t": "catalog", "p": {"id": 1}}')).toBeNull();
    expect(parseBusMessage('catalog')).toBeNull();
  });
});
