import type { Database } from './client';

/** An open transaction on the app's database: what `db.transaction` hands its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The app's database or an open transaction on it: what every data function takes, so a caller chooses. */
export type Executor = Database | Transaction;
