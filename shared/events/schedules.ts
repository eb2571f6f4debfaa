import { z } from 'zod';

/*
 * What a scheduled job receives (infra/stack/definitions/schedules.ts: CompactSearchSnapshot,
 * GenerateSitemaps, BoostSweep). Their EventBridge Scheduler targets set no input
 * (infra/stack/constructs/scheduled-jobs.ts), so in AWS a job gets Scheduler's default notification,
 * and on the local stage (infra/local/stage/workers/local-workers.ts) an empty object. No job
 * reads any of it: each works from the table and the buckets, whenever it runs. The type says
 * so: nothing is parsed, and nothing may be read from it without changing this schema first.
 */
export const scheduledJobEventSchema = z.unknown();
export type ScheduledJobEvent = z.infer<typeof scheduledJobEventSchema>;

/** What the local stage's scheduler invokes a job with: no input, as the AWS targets. */
export const LOCAL_SCHEDULED_JOB_EVENT = {} satisfies ScheduledJobEvent;
