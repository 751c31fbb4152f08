import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';

/** The one LISTEN/NOTIFY channel of the instance bus (a message stays under NOTIFY's 8000 bytes). */
export const BUS_CHANNEL = 'ft_bus';

/**
 * Every kind of bus message and the schema of its payload: the one definition both sides follow. TypeScript
 * publishes and subscribes by these kinds (a wrong kind or payload does not compile) and reads each arriving
 * message with `parseBusMessage`. Every message, whether TypeScript asks for it (`busNotice`) or a trigger
 * sends it, is built by the SQL function `bus_notify(kind, payload, origin)` of migration 0009_bus_notify,
 * which writes `{"t": kind, "p": payload, "o": origin}`. A new kind is added here first; a new trigger calls
 * `bus_notify` with a kind from here (bus.test.ts fires every trigger and reads its message with the parser).
 */
export const busMessages = {
  /** The catalog changed (a product, its stock or images): every instance drops its cached catalog reads. */
  catalog: z.null(),
  /** A job was committed: every instance's worker looks for work now instead of at its next poll. */
  jobs: z.null(),
  /** What the auth guard caches of this user (id) changed; sent by triggers on `users` and `refresh_tokens`. */
  'auth.user': z.number().int(),
} satisfies Record<string, z.ZodType>;

export type BusKind = keyof typeof busMessages;
export type BusPayload<K extends BusKind> = z.infer<(typeof busMessages)[K]>;

/** A message as it arrived: `origin` is the `instanceId` of the instance that sent it, or `db` for a trigger. */
export type BusMessage = { [K in BusKind]: { kind: K; payload: BusPayload<K>; origin?: string } }[BusKind];

/** The payload argument: optional for a kind whose payload is always null. */
export type PayloadArg<K extends BusKind> = BusPayload<K> extends null ? [payload?: null] : [payload: BusPayload<K>];

/**
 * The SQL expression that sends one message when the running transaction commits (right away outside one).
 * `origin` is the sending instance's id; a message without one (a wake-up anyone may have sent) leaves it null.
 */
export function busNotice<K extends BusKind>(kind: K, payload: BusPayload<K>, origin: string | null): SQL {
  return sql`bus_notify(${kind}, ${JSON.stringify(payload)}::json, ${origin})`;
}

const envelope = z.object({ t: z.string(), p: z.unknown(), o: z.string().nullish() });

/** A message from the channel, or null when it is not one this definition knows (kind or payload). */
export function parseBusMessage(raw: string): BusMessage | null {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const message = envelope.safeParse(json);
  if (!message.success || !Object.hasOwn(busMessages, message.data.t)) return null;
  const kind = message.data.t as BusKind;
  const payload = busMessages[kind].safeParse(message.data.p);
  if (!payload.success) return null;
  return { kind, payload: payload.data, origin: message.data.o ?? undefined } as BusMessage;
}
