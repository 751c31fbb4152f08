/** Durable background jobs: `enqueueJob` inside the cause's transaction, `app.jobs.register` for the handler. */
export { enqueueJob, JOBS_TOPIC, type EnqueueOptions } from './queue';
export { jobsPlugin, type Job, type JobHandler, type JobKindOptions, type JobRunner } from './worker';
