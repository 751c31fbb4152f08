import { detailError, errorBody } from '@fabric-tales/contract';
import { z } from 'zod';

/** Every route's error answers as the contract writes them (docs/api.md, "Conventions"). */
const errorResponses = { '4xx': errorBody, 500: detailError };

/** A route's `response` schemas: its successful bodies by status, plus the shared error bodies. */
export const responses = <R extends Record<number, z.ZodType>>(ok: R) => ({ ...ok, ...errorResponses });

/** A 204/205 answer, which has no body (the OpenAPI document shows it without content). */
export const noContent = z.void().describe('No content');
