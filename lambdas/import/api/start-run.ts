import { ExecutionAlreadyExists, StartExecutionCommand, type SFNClient } from '@aws-sdk/client-sfn';
import { sfn } from '../../platform/sfn';
import { env } from '../../config';
import { importExecutionName, importRunInput } from '../run-input';

/** What starting an import's run needs: the Step Functions client and the state machine's ARN. */
export type StartRunDeps = { sfn: SFNClient; stateMachineArn: string };

/** The stage's: the container's client and CSV_IMPORT_STATE_MACHINE. */
export function stageImportRun(): StartRunDeps {
  const stateMachineArn = env.csvImportStateMachine;
  if (!stateMachineArn) throw new Error('Missing environment variable CSV_IMPORT_STATE_MACHINE');
  return { sfn: sfn(), stateMachineArn };
}

/**
 * Starts the import's run (infra/stack/definitions/state-machines.ts, CsvImport), the execution
 * named by the import id. Step Functions runs a name once: the same start again while it runs
 * is answered as that run, and after it has ended (or with other input) is
 * ExecutionAlreadyExists; either way no second run. 'already' for the latter.
 */
export async function startImportRun(
  deps: StartRunDeps,
  importId: string,
): Promise<'started' | 'already'> {
  try {
    await deps.sfn.send(
      new StartExecutionCommand({
        stateMachineArn: deps.stateMachineArn,
        name: importExecutionName(importId),
        input: JSON.stringify(importRunInput({ id: importId })),
      }),
    );
    return 'started';
  } catch (error) {
    if (error instanceof ExecutionAlreadyExists) return 'already';
    if (error instanceof Error && error.name === 'ExecutionAlreadyExists') return 'already';
    throw error;
  }
}
