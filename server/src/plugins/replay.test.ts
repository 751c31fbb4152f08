import type { AddressInfo } from 'node:net';
import { request, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createReplayServer, type RecordedReply } from './replay';

/** A GET carrying a body, which fetch will not send. */
const getWithBody = (url: string) =>
  new Promise<void>((resolve, reject) => {
    const req = request(
      url,
      { method: 'GET', headers: { 'content-type': 'text/plain', 'content-length': '6' } },
      (res) => res.resume().on('end', resolve),
    );
    req.on('error', reject).end('a body');
  });

const settings = { keepAliveTimeout: 72_000, requestTimeout: 0, connectionTimeout: 0, maxRequestsPerSocket: 0 };

describe('replay server', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function start() {
    const replay = createReplayServer();
    const handled: string[] = [];
    const handler: RequestListener = (request, response) => {
      handled.push(`${request.method} ${request.url}`);
      response.end('from the framework');
    };
    server = replay.serverFactory(handler as never, settings as never) as Server;
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { replay, handled, base };
  }

  const recorded = (replays: number[]): RecordedReply => ({
    headers: { 'content-type': 'text/plain', 'x-kept': 'yes', 'content-length': 8 },
    body: Buffer.from('recorded'),
    replayed: (_request, seconds) => replays.push(seconds),
  });

  it('answers a plain GET from its recorded reply and everything else through the framework', async () => {
    const { replay, handled, base } = await start();
    const replays: number[] = [];
    replay.replayFrom((request: IncomingMessage) => (request.url === '/kept' ? recorded(replays) : undefined));
    const kept = await fetch(`${base}/kept`);
    expect(await kept.text()).toBe('recorded');
    expect(kept.headers.get('x-kept')).toBe('yes');
    expect(kept.headers.get('keep-alive')).toBe('timeout=72');
    expect(replays).toHaveLength(1);
    await fetch(`${base}/other`).then((r) => r.text());
    await fetch(`${base}/kept`, { method: 'HEAD' });
    await fetch(`${base}/kept`, { headers: { 'if-none-match': '"x"' } }).then((r) => r.text());
    await getWithBody(`${base}/kept`);
    expect(handled).toEqual(['GET /other', 'HEAD /kept', 'GET /kept', 'GET /kept']);
    expect(replays).toHaveLength(1);
  });

  it('sends every request to the framework once stopped', async () => {
    const { replay, handled, base } = await start();
    replay.replayFrom(() => recorded([]));
    expect(await (await fetch(`${base}/kept`)).text()).toBe('recorded');
    replay.stop();
    expect(await (await fetch(`${base}/kept`)).text()).toBe('from the framework');
    expect(handled).toEqual(['GET /kept']);
  });
});
