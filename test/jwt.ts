/** An unsigned JWT for tests: the storefront only decodes tokens, the API verifies them. */
export function makeToken(secondsToExpiry: number, claims: Record<string, unknown> = {}): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + secondsToExpiry;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ token_type: 'access', exp, user_id: 1, ...claims })}.signature`;
}

export const validToken = (claims?: Record<string, unknown>) => makeToken(900, claims);
export const nearExpiryToken = () => makeToken(120);
