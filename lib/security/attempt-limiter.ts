/**
 * Counts failed attempts per client in fixed windows, in this process (the storefront's /api/revalidate). An
 * attempt is counted before it is checked (`take`), so requests sent together get no more tries than one after
 * another; one that succeeds is given back (`refund`), so a caller that knows the secret is never held up.
 */
export interface AttemptLimiter {
  /** Counts an attempt; the seconds the client must wait when it is over the limit, else 0. */
  take(client: string): number;
  /** Gives back an attempt that succeeded. */
  refund(client: string): void;
}

export interface AttemptLimits {
  /** Attempts a client may fail per window. */
  max: number;
  windowMs: number;
  /** Clients remembered at most (memory stays bounded whatever addresses are claimed). */
  maxClients: number;
  now?: () => number;
}

interface Window {
  count: number;
  endsAt: number;
}

export function createAttemptLimiter({
  max,
  windowMs,
  maxClients,
  now = () => Date.now(),
}: AttemptLimits): AttemptLimiter {
  const clients = new Map<string, Window>();

  const makeRoom = (at: number) => {
    for (const [client, window] of clients) if (window.endsAt <= at) clients.delete(client);
    // Still full: the oldest windows go first (a Map iterates in insertion order).
    for (const client of clients.keys()) {
      if (clients.size < maxClients) break;
      clients.delete(client);
    }
  };

  return {
    take(client) {
      const at = now();
      let window = clients.get(client);
      if (!window || window.endsAt <= at) {
        clients.delete(client);
        if (clients.size >= maxClients) makeRoom(at);
        window = { count: 0, endsAt: at + windowMs };
        clients.set(client, window);
      }
      window.count += 1;
      return window.count > max ? Math.ceil((window.endsAt - at) / 1000) : 0;
    },
    refund(client) {
      const window = clients.get(client);
      if (window && window.count > 0) window.count -= 1;
    },
  };
}

/**
 * The client as the nearest hop saw it: the last X-Forwarded-For entry. Next sets the header to the socket's
 * address when no one sent it; a proxy in front (nginx's $proxy_add_x_forwarded_for) appends the address it saw.
 */
export function clientOf(request: Request): string {
  const hops = request.headers.get('x-forwarded-for')?.split(',') ?? [];
  return hops.at(-1)?.trim() || 'unknown';
}
