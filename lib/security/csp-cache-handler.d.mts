export function withScriptHashes<T>(data: T, apiOrigin: string): T;
declare const CspCacheHandler: unknown;
export default CspCacheHandler;
