export interface PolicyOptions {
  /** Script sources besides 'self': a nonce and 'strict-dynamic', or the hashes of a cached page's inline scripts. */
  scripts: string[];
  /** The API's origin (pictures and calls), or '' for none. */
  apiOrigin: string;
  /** Next's development server (React's debugging evaluates code, reload over a WebSocket). */
  dev?: boolean;
}
export function contentSecurityPolicy(options: PolicyOptions): string;
export function originOf(url: string | undefined): string;
export function newNonce(): string;
