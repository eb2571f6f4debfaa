import {
  BOOST_EXPIRY,
  boostExpiryDefinition,
  CSV_IMPORT,
  CSV_IMPORT_TASK_OF_STATE,
  csvImportDefinition,
  END_BOOST_STATE,
} from '../../stack/definitions/state-machines';
import { LOCAL_REGION } from './emulators/dynamodb';
import type { LocalStateMachine } from './step-functions-endpoint';

/** The local stage's account id in ARNs (nothing checks it). */
const LOCAL_ACCOUNT = '000000000000';

/** The local boost expiry state machine's ARN (BOOST_EXPIRY_STATE_MACHINE on the local stage). */
export const localBoostExpiryArn = (stage: string) =>
  `arn:aws:states:${LOCAL_REGION}:${LOCAL_ACCOUNT}:stateMachine:vanyard-${stage}-boost-expiry`;

/** The local CSV import state machine's ARN (CSV_IMPORT_STATE_MACHINE on the local stage). */
export const localCsvImportArn = (stage: string) =>
  `arn:aws:states:${LOCAL_REGION}:${LOCAL_ACCOUNT}:stateMachine:vanyard-${stage}-csv-import`;

type InvokeWorker = <T>(
  worker: { id: string; handler: string; timeoutSeconds: number },
  event: unknown,
) => Promise<T>;

/**
 * The stage's state machines as the local Step Functions endpoint runs them: the shared
 * definitions, each Lambda task answered by the same handler module in this process. A
 * `lambda:invoke` task's local handler gets the task's parameters (`{ FunctionName, Payload }`)
 * and answers as Lambda's integration does (`{ Payload }`).
 */
export function localStateMachines(
  stage: string,
  invoke: InvokeWorker,
  options: {
    /**
     * For tests: each Chunk task of a CSV import waits this long before its handler runs, so
     * that a small import is still under way when a browser test comes back to it (decision 070).
     */
    importChunkPauseMs?: number;
  } = {},
): LocalStateMachine[] {
  const task = BOOST_EXPIRY.task;
  const localName = (id: string) => `vanyard-${stage}-${id}`;
  const importTasks = CSV_IMPORT.tasks;
  return [
    {
      arn: localBoostExpiryArn(stage),
      definition: boostExpiryDefinition(`vanyard-${stage}-${task.id}`),
      tasks: {
        [END_BOOST_STATE]: async (parameters) => {
          const { Payload } = (parameters ?? {}) as { Payload?: unknown };
          return { Payload: await invoke<never>(task, Payload) };
        },
      },
      waitsUntil: (input) => {
        const until = (input as { until?: unknown } | null)?.until;
        const at = typeof until === 'string' ? Date.parse(until) : Number.NaN;
        return Number.isNaN(at) ? undefined : at;
      },
    },
    {
      arn: localCsvImportArn(stage),
      definition: csvImportDefinition({
        parse: localName(importTasks.parse.id),
        chunk: localName(importTasks.chunk.id),
        reconcile: localName(importTasks.reconcile.id),
        summarise: localName(importTasks.summarise.id),
      }),
      // Each Task state (the Map's Chunk among them) by the handler of its task.
      tasks: Object.fromEntries(
        Object.entries(CSV_IMPORT_TASK_OF_STATE).map(([state, key]) => [
          state,
          async (parameters) => {
            const { Payload } = (parameters ?? {}) as { Payload?: unknown };
            if (key === 'chunk' && options.importChunkPauseMs) {
              await new Promise((resolve) => setTimeout(resolve, options.importChunkPauseMs));
            }
            return { Payload: await invoke<never>(importTasks[key], Payload) };
          },
        ]),
      ),
    },
  ];
}
