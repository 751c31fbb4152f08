import { clientOf, createAttemptLimiter } from './attempt-limiter';

describe('the attempt limiter', () => {
  it('counts before the check, gives back what succeeded, and opens again when the window ends', () => {
    let now = 0;
    const limiter = createAttemptLimiter({ max: 2, windowMs: 10_000, maxClients: 10, now: () => now });
    expect([limiter.take('a'), limiter.take('a')]).toEqual([0, 0]);
    expect(limiter.take('a')).toBe(10);
    limiter.refund('a');
    now = 4_500;
    expect(limiter.take('a')).toBe(6);
    expect(limiter.take('b')).toBe(0);
    now = 10_000;
    expect(limiter.take('a')).toBe(0);
  });

  it('remembers at most maxClients, forgetting the oldest first, so claimed addresses cannot fill memory', () => {
    const limiter = createAttemptLimiter({ max: 1, windowMs: 60_000, maxClients: 3, now: () => 0 });
    for (const client of ['a', 'b', 'c']) limiter.take(client);
    expect(limiter.take('b')).toBeGreaterThan(0);
    limiter.take('d');
    expect(limiter.take('a')).toBe(0); // forgotten, so counted afresh
    expect(limiter.take('c')).toBeGreaterThan(0);
  });

  it('takes the client from the last X-Forwarded-For hop: the one the nearest proxy, or Next, wrote', () => {
    const at = (value?: string) =>
      clientOf(new Request('http://shop.test/', { headers: value ? { 'x-forwarded-for': value } : {} }));
    expect(at('198.51.100.1, 10.0.0.2')).toBe('10.0.0.2');
    expect(at('::1')).toBe('::1');
    expect(at()).toBe('unknown');
  });
});
