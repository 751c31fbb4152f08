import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql, type SQL } from 'drizzle-orm';
import type { DbHandle } from '../db/client';
import type { Executor } from '../db/executor';
import {
  BUS_CHANNEL,
  busNotice,
  parseBusMessage,
  type BusKind,
  type BusPayload,
  type PayloadArg,
} from './bus-messages';

/**
 * A subscriber's handler. `payload` is what was published and `origin` the `instanceId` of the instance that
 * published it (`db` for a trigger); `undefined` for both means the channel was down for a while and messages
 * may have been missed, so the subscriber should resynchronise (e.g. drop its whole cache).
 */
export type BusHandler<K extends BusKind> = (payload: BusPayload<K> | undefined, origin?: string) => void;

/**
 * Invalidation messages between the instances of one deployment (every instance on the same database), of the
 * kinds and payloads `busMessages` defines.
 */
export interface Bus {
  /**
   * Tells every instance, this one included. Given a transaction, the message leaves when it commits (and not
   * at all if it rolls back), so no instance can reload the data before the change is visible.
   */
  publish<K extends BusKind>(kind: K, ...args: [...PayloadArg<K>, executor?: Executor]): Promise<void>;
  /**
   * The same message as an SQL expression, for a statement the changing transaction runs anyway (one round trip
   * fewer than `publish(kind, payload, tx)`): it leaves when that transaction commits.
   */
  notice<K extends BusKind>(kind: K, ...payload: PayloadArg<K>): SQL;
  /** Calls `handler` for each message of `kind`; returns the unsubscribe function. */
  subscribe<K extends BusKind>(kind: K, handler: BusHandler<K>): () => void;
  /** This instance's id, also the `origin` of what it publishes. */
  readonly instanceId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    bus: Bus;
  }
}

/**
 * PostgreSQL LISTEN/NOTIFY: a NOTIFY reaches every instance LISTENing on the database after commit, typically
 * within milliseconds. The same SQL runs on the embedded PGlite, where the one process is the only listener.
 */
export const busPlugin = fp(async (app: FastifyInstance, opts: { handle?: DbHandle }) => {
  // Each set holds the handlers of the kind it is filed under, so a payload reaches only handlers of its kind.
  const handlers = new Map<BusKind, Set<(payload: unknown, origin?: string) => void>>();
  const instanceId = randomUUID();

  const deliver = (kind: BusKind, payload: unknown, origin?: string) => {
    for (const handler of handlers.get(kind) ?? []) {
      try {
        handler(payload, origin);
      } catch (err) {
        app.log.error({ err, kind }, 'bus subscriber failed');
      }
    }
  };
  const deliverAll = () => {
    for (const kind of handlers.keys()) deliver(kind, undefined);
  };

  const unlisten = opts.handle
    ? await opts.handle.listen(
        BUS_CHANNEL,
        (raw) => {
          const message = parseBusMessage(raw);
          if (message) deliver(message.kind, message.payload, message.origin);
          else app.log.warn({ raw }, 'unreadable bus message ignored');
        },
        () => {
          app.log.warn('bus reconnected; subscribers resynchronise');
          deliverAll();
        },
      )
    : undefined;

  // The kind and payload were checked against `busMessages` where `Bus` is called (its signatures).
  const noticeOf = (kind: BusKind, payload: unknown): SQL => {
    if (!opts.handle) {
      // An app built without a database handle (a unit test) has no listener: deliver in-process.
      deliver(kind, payload, instanceId);
      return sql`null`;
    }
    return busNotice(kind, payload as BusPayload<typeof kind>, instanceId);
  };

  const bus: Bus = {
    instanceId,
    async publish(kind, ...args) {
      const [payload = null, executor = app.db] = args as unknown[] as [unknown, Executor | undefined];
      const notice = noticeOf(kind, payload);
      if (opts.handle) await executor.execute(sql`select ${notice}`);
    },
    notice: (kind, ...args) => noticeOf(kind, args[0] ?? null),
    subscribe(kind, handler) {
      let set = handlers.get(kind);
      if (!set) handlers.set(kind, (set = new Set()));
      const untyped = handler as (payload: unknown, origin?: string) => void;
      set.add(untyped);
      return () => set.delete(untyped);
    },
  };
  app.decorate('bus', bus);
  app.addHook('onClose', async () => {
    await unlisten?.();
  });
});
