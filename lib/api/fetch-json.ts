import { AxiosError, isAxiosError, type AxiosResponse, type Method } from 'axios';
import { api } from '@/lib/api/client';

const bodyText = (data: unknown) => (typeof data === 'string' ? data : JSON.stringify(data ?? ''));

/**
 * A non-OK answer (spec §7, §8): the message is "HTTP error! status: {status} - {body}". It stays an
 * AxiosError with the response, so lib/api/errors can still name the API's field messages.
 */
export class HttpError extends AxiosError {
  constructor(original: AxiosError & { response: AxiosResponse }) {
    super(
      `HTTP error! status: ${original.response.status} - ${bodyText(original.response.data)}`,
      original.code,
      original.config,
      original.request,
      original.response,
    );
    this.name = 'HttpError';
  }
}

/**
 * The generic wrapper: a JSON call through the shared client (bearer, refresh, one retry on 401)
 * that returns the parsed body and turns a non-OK answer into an HttpError.
 */
export async function fetchJson<T>(method: Method, url: string, data?: unknown): Promise<T> {
  try {
    const response = await api.request<T>({ method, url, data });
    return response.data;
  } catch (error) {
    if (isAxiosError(error) && error.response) throw new HttpError(error as AxiosError & { response: AxiosResponse });
    throw error;
  }
}
