/**
 * State machines, defined once: the CDK stack deploys each definition (infra/constructs/boost-expiry.ts)
 * and the local stage runs the very same one with aws-local-stepfunctions behind its local Step
 * Functions endpoint (infra/local/stage/step-functions-endpoint.ts), so `StartExecution` is the
 * same call on both stages.
 */
import { LISTING_PK_PREFIX } from '../../shared/table-keys';
import type { WorkerAccess } from './worker-access';

/** A Lambda task of a state machine: its handler module and what its function may touch. */
export type StateMachineTaskDefinition = {
  /** PascalCase, used for logical ids (and the local stage's function name). */
  id: string;
  /** Module under lambdas/handlers exporting `handler`. */
  handler: string;
  description: string;
  timeoutSeconds: number;
  memoryMb: number;
  access: WorkerAccess;
};

/**
 * Where the definition names the task's function: a definition substitution, which the stack
 * fills with the function's ARN and the local stage with its local function's name.
 */
export const END_BOOST_SUBSTITUTION = 'EndBoostFunctionArn';
export const END_BOOST_FUNCTION = `\${${END_BOOST_SUBSTITUTION}}`;

/** The `Task` state of the boost expiry, by name (the local runner's handlers are by state). */
export const END_BOOST_STATE = 'EndBoost';
export const WAIT_STATE = 'WaitUntilEnd';

/**
 * The boost expiry (docs/boosts.md, Expiry): one execution per boost type bought, input
 * `{ listing_id, type, until }`. It waits until the type's end, then runs `end-boost`, which
 * ends the type only if the listing's end is still the one waited for (an extended boost is
 * left alone). A failing task is retried with backoff for over half an hour; a boost whose
 * execution still fails (or is lost) is ended by the BoostSweep schedule.
 */
export const BOOST_EXPIRY = {
  id: 'BoostExpiry',
  description: 'Ends a boost type of a listing at its end (docs/boosts.md)',
  task: {
    id: 'EndBoost',
    handler: 'end-boost',
    description:
      'Ends one boost type of a listing if its end is still the one the expiry waited for.',
    timeoutSeconds: 30,
    memoryMb: 256,
    // The listing's partition: reads it (with its counter), writes the listing item.
    access: {
      table: { readKeyPrefixes: [LISTING_PK_PREFIX], writeKeyPrefixes: [LISTING_PK_PREFIX] },
    },
  },
  definition: {
    Comment: 'Waits until a boost type ends, then ends it unless it was extended (docs/boosts.md).',
    StartAt: WAIT_STATE,
    // No execution timeout: an execution waits at most 30 days (the longest boost) and its task's
    // retries are bounded; Standard executions end after a year in any case.
    States: {
      [WAIT_STATE]: { Type: 'Wait', TimestampPath: '$.until', Next: END_BOOST_STATE },
      [END_BOOST_STATE]: {
        Type: 'Task',
        Resource: 'arn:aws:states:::lambda:invoke',
        Parameters: { FunctionName: END_BOOST_FUNCTION, 'Payload.$': '$' },
        OutputPath: '$.Payload',
        TimeoutSeconds: 60,
        Retry: [
          {
            // Lambda's own transient faults, throttling, and the task's failures (a
            // DynamoDB outage): 10 s, 20 s, 40 s … up to 15 minutes apart, about 36 minutes in all.
            ErrorEquals: ['States.ALL'],
            IntervalSeconds: 10,
            MaxAttempts: 8,
            BackoffRate: 2,
            MaxDelaySeconds: 900,
          },
        ],
        End: true,
      },
    },
  },
} as const satisfies {
  id: string;
  description: string;
  task: StateMachineTaskDefinition;
  definition: Record<string, unknown>;
};

/** The definition as Amazon States Language text, with the end-boost function named. */
export function boostExpiryDefinition(endBoostFunction: string): string {
  return JSON.stringify(BOOST_EXPIRY.definition).replaceAll(END_BOOST_FUNCTION, endBoostFunction);
}
