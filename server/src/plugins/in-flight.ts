import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The requests this instance is still working on, from their first hook to their handler's end. */
export interface InFlight {
  readonly count: number;
  /**
   * Resolves once no request is in flight (true), or after `timeoutMs` with a warning (false). Shutdown awaits it
   * before the database closes: a client that went away does not stop its handler, which may still query.
   */
  settled(timeoutMs: number): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    inFlight: InFlight;
  }
}

const counted = Symbol('inFlight');
type Tracked = FastifyRequest & { [counted]: boolean };

/**
 * Counts requests between their first hook and their handler's end. Fastify's close waits for open connections,
 * not for handlers: when the client aborts, the socket closes and close finishes while the handler still runs.
 * A request is released once: at onSend, which follows its handler (or the error handler) even when the client is
 * gone, or at onResponse for a reply that skipped onSend. A request refused before any hook (a malformed URL, one
 * arriving while the server closes) is never counted. An aborted request whose handler returns nothing and never
 * sends is not seen to end: the shutdown timeout bounds it. Registered first, so its onRequest hook runs before
 * every other one (an authentication hook queries the database too).
 */
export const inFlightPlugin = fp(async (app: FastifyInstance) => {
  let count = 0;
  let waiters: Array<() => void> = [];

  const release = (request: FastifyRequest) => {
    const tracked = request as Tracked;
    if (!tracked[counted]) return;
    tracked[counted] = false;
    if (--count === 0 && waiters.length) {
      for (const wake of waiters) wake();
      waiters = [];
    }
  };

  app.decorateRequest(counted, false);
  app.addHook('onRequest', (request, _reply, done) => {
    (request as Tracked)[counted] = true;
    count++;
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    release(request);
    done(null, payload);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    release(request);
    done();
  });

  app.decorate('inFlight', {
    get count() {
      return count;
    },
    async settled(timeoutMs: number) {
      if (count === 0) return true;
      let timer: NodeJS.Timeout | undefined;
      const idle = new Promise<true>((resolve) => waiters.push(() => resolve(true)));
      const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
      const done = await Promise.race([idle, late]);
      clearTimeout(timer);
      if (!done) app.log.warn({ inFlight: count }, 'shutdown: requests still running after the timeout');
      return done;
    },
  });
});
