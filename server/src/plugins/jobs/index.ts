/** Durable background jobs: `enqueueJob` inside the cause's transaction, `app.jobs.register` for the handler. */
export { enqueueJob, JOBS_TOPIC, type EnqueueJob, type EnqueueOptions } from './queue';
export type { JobKind, JobPayload, JobPayloads } from './kinds';
export { jobsPlugin, type Job, type JobHandler, type JobKindOptions, type JobRunner } from './worker';
