export function withScriptHashes<T>(data: T, apiOrigin: string, dev?: boolean): T;
export function keptInCache(data: unknown): boolean;
declare const CspCacheHandler: unknown;
export default CspCacheHandler;
