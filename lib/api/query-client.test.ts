import { ApiError } from '@/lib/api/errors';
import { shouldRetry } from '@/lib/api/query-client';

const answered = (status: number) => new ApiError(status, {});

describe('client data retries', () => {
  it('never retries a 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 409, 429])
      expect(shouldRetry(0, answered(status)), `${status}`).toBe(false);
  });
  it('retries network failures and 5xx twice', () => {
    expect(shouldRetry(0, new ApiError(0))).toBe(true);
    expect(shouldRetry(1, answered(503))).toBe(true);
    expect(shouldRetry(2, answered(503))).toBe(false);
  });
});
