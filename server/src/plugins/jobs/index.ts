/** Durable background jobs: `enqueueJob` inside the cause's transaction, `app.jobs.register` for the handler. */
export { enqueueJob, JOBS_TOPIC, type EnqueueJob } from './queue';
export type { JobPayload, JobPayloads } from './kinds';
export { jobsPlugin, type Job, type JobRunner } from './worker';
