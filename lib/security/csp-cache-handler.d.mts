export function withScriptHashes<T>(data: T, apiOrigin: string, dev?: boolean): T;
declare const CspCacheHandler: unknown;
export default CspCacheHandler;
