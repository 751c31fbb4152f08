import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * @fastify/helmet builds helmet's middleware anew on every request, which costs the catalog's cached reads
 * more than half their speed. The catalog routes skip it (`helmet: false`) and send the very same headers:
 * captured once from the app's own helmet configuration (`reply.helmet()`), then copied onto each reply.
 */
export function helmetHeadersOnce() {
  let captured: Record<string, string | number | string[]> | undefined;
  return (_request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (!captured) {
      const before = new Set(Object.keys(reply.raw.getHeaders()));
      reply.helmet();
      captured = Object.fromEntries(
        Object.entries(reply.raw.getHeaders()).filter(([name, value]) => !before.has(name) && value !== undefined),
      ) as Record<string, string | number | string[]>;
    } else {
      for (const [name, value] of Object.entries(captured)) reply.raw.setHeader(name, value);
    }
    done();
  };
}
