import type { Database } from './client';

/** The app's database or an open transaction on it: what every data function takes, so a caller chooses. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];
