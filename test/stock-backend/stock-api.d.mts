/** A stock DRF + SimpleJWT backend's answers (stock-api.mjs): [status, body], body undefined for no content. */
export function createStockApi(): {
  answer(method: string, url: string, body?: unknown, authorization?: string): [number, unknown];
};
