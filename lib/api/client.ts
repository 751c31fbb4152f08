// INTERFACE STUB: the storefront-core work builds the real client (bearer, single-flight refresh, one retry on 401).
import axios from 'axios';
import { API_URL } from '@/lib/config';

/** The one axios instance for every browser-side API call. Paths are passed as '/api/…/'. */
export const api = axios.create({ baseURL: API_URL, headers: { 'Content-Type': 'application/json' } });
