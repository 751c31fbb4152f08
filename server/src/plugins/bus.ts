import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql, type SQL } from 'drizzle-orm';
import type { DbHandle } from '../db/client';
import type { Executor } from '../db/executor';

/**
 * A subscriber's handler. `payload` is what was published and `origin` the `instanceId` of the instance that
 * published it; `undefined` for both means the channel was down for a while and messages may have been missed,
 * so the subscriber should resynchronise (e.g. drop its whole cache).
 */
export type BusHandler = (payload: unknown, origin?: string) => void;

/** Invalidation messages between the instances of one deployment (every instance on the same database). */
export interface Bus {
  /**
   * Tells every instance, this one included. Given a transaction, the message leaves when it commits (and not
   * at all if it rolls back), so no instance can reload the data before the change is visible.
   */
  publish(topic: string, payload?: unknown, executor?: Executor): Promise<void>;
  /**
   * The same message as an SQL expression, for a statement the changing transaction runs anyway (one round trip
   * fewer than `publish(topic, payload, tx)`): it leaves when that transaction commits.
   */
  notice(topic: string, payload?: unknown): SQL;
  /** Calls `handler` for each message on `topic`; returns the unsubscribe function. */
  subscribe(topic: string, handler: BusHandler): () => void;
  /** This instance's id, also the `origin` of what it publishes. */
  readonly instanceId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    bus: Bus;
  }
}

/** The one LISTEN/NOTIFY channel; a message is `{"t": topic, "p": payload, "o": origin}` (under 8000 bytes). */
export const BUS_CHANNEL = 'ft_bus';

/**
 * PostgreSQL LISTEN/NOTIFY: a NOTIFY reaches every instance LISTENing on the database after commit, typically
 * within milliseconds. The same SQL runs on the embedded PGlite, where the one process is the only listener.
 */
export const busPlugin = fp(async (app: FastifyInstance, opts: { handle?: DbHandle }) => {
  const handlers = new Map<string, Set<BusHandler>>();
  const instanceId = randomUUID();

  const deliver = (topic: string, payload: unknown, origin?: string) => {
    for (const handler of handlers.get(topic) ?? []) {
      try {
        handler(payload, origin);
      } catch (err) {
        app.log.error({ err, topic }, 'bus subscriber failed');
      }
    }
  };
  const deliverAll = () => {
    for (const topic of handlers.keys()) deliver(topic, undefined);
  };

  const unlisten = opts.handle
    ? await opts.handle.listen(
        BUS_CHANNEL,
        (raw) => {
          try {
            const message = JSON.parse(raw) as { t: string; p: unknown; o?: string };
            deliver(message.t, message.p, message.o);
          } catch {
            app.log.warn({ raw }, 'unreadable bus message ignored');
          }
        },
        () => {
          app.log.warn('bus reconnected; subscribers resynchronise');
          deliverAll();
        },
      )
    : undefined;

  const bus: Bus = {
    instanceId,
    async publish(topic, payload = null, executor = app.db) {
      const notice = bus.notice(topic, payload);
      if (opts.handle) await executor.execute(sql`select ${notice}`);
    },
    notice(topic, payload = null) {
      if (!opts.handle) {
        // An app built without a database handle (a unit test) has no listener: deliver in-process.
        deliver(topic, payload, instanceId);
        return sql`null`;
      }
      return sql`pg_notify(${BUS_CHANNEL}, ${JSON.stringify({ t: topic, p: payload, o: instanceId })})`;
    },
    subscribe(topic, handler) {
      let set = handlers.get(topic);
      if (!set) handlers.set(topic, (set = new Set()));
      set.add(handler);
      return () => set.delete(handler);
    },
  };
  app.decorate('bus', bus);
  app.addHook('onClose', async () => {
    await unlisten?.();
  });
});
