import http, { type IncomingMessage, type OutgoingHttpHeaders, type Server } from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/** A 200 response as Fastify sent it, kept to be sent again, byte for byte, to the same request. */
export interface RecordedReply {
  headers: OutgoingHttpHeaders;
  body: Buffer;
  /** Does for a replay what Fastify's hooks do for a request: metrics, the request's log line. */
  replayed(request: IncomingMessage, seconds: number): void;
}

/** The recorded reply to a request, or undefined to let Fastify answer it. */
export type ReplayLookup = (request: IncomingMessage) => RecordedReply | undefined;

/**
 * The API's HTTP server, able to answer a request from a recorded reply before Fastify sees it (issue 14).
 *
 * Why: a cached catalog read costs Fastify's routing, request and reply objects, a dozen hooks and its send path,
 * about two thirds of the CPU of the whole request, for a reply fixed until the catalog changes. Replaying
 * costs what a bare node:http server costs. What is replayed, and when it stops being valid, belongs to the lookup
 * (the catalog cache: modules/catalog/cache.ts); this server only serves what it is given.
 *
 * Only a plain GET is replayed (no body, no If-None-Match, whose 304 Fastify answers): the lookup's key must cover
 * every other request header that can change the reply.
 */
export interface ReplayServer {
  /** Fastify's `serverFactory` option. */
  serverFactory: FastifyServerFactory;
  /** Starts answering from `lookup`. */
  replayFrom(lookup: ReplayLookup): void;
  /** Every request goes to Fastify again (from its close on, so that its 503s while closing are kept). */
  stop(): void;
}

/** The options Fastify passes to its server factory that configure the server. */
interface ServerSettings {
  http?: http.ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

const replayable = (request: IncomingMessage) =>
  request.method === 'GET' &&
  request.headers['if-none-match'] === undefined &&
  request.headers['content-length'] === undefined &&
  request.headers['transfer-encoding'] === undefined;

export function createReplayServer(): ReplayServer {
  let lookup: ReplayLookup | null = null;
  const serverFactory: FastifyServerFactory = (handler, fastifyOptions) => {
    const options = fastifyOptions as unknown as ServerSettings;
    const server: Server = http.createServer(options.http ?? {}, (request, response) => {
      const recorded = lookup && replayable(request) ? lookup(request) : undefined;
      if (!recorded) return handler(request, response);
      const started = performance.now();
      response.writeHead(200, recorded.headers);
      response.end(recorded.body);
      recorded.replayed(request, (performance.now() - started) / 1000);
    });
    // The settings Fastify gives the server it creates itself (fastify/lib/server.js).
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
  return {
    serverFactory,
    replayFrom: (next) => (lookup = next),
    stop: () => (lookup = null),
  };
}
