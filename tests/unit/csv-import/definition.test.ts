import { describe, expect, it, vi } from 'vitest';
import {
  CSV_IMPORT,
  CSV_IMPORT_STATES,
  CSV_IMPORT_TASK_OF_STATE,
  CSV_IMPORT_THROTTLES,
  csvImportDefinition,
} from '#infra/stack/definitions/state-machines';
import { localCsvImportArn, localStateMachines } from '#infra/local/stage/local-state-machines';
import { importExecutionName, importRunInput } from '#lambdas/import/run-input';
import { IMPORT_LIMITS } from '#shared/csv-import/imports';

type State = Record<string, unknown> & { Type: string };

/** Every state of the definition, the Map's own included. */
function allStates(): [string, State][] {
  const top = Object.entries(CSV_IMPORT.definition.States) as [string, State][];
  const inner = Object.entries(
    CSV_IMPORT.definition.States[CSV_IMPORT_STATES.chunks].ItemProcessor.States,
  ) as [string, State][];
  return [...top, ...inner];
}

describe('the CSV import definition', () => {
  it('parses, maps the chunks two at a time, and summarises; a failure is caught and marked', () => {
    const { StartAt, States } = CSV_IMPORT.definition;
    expect(StartAt).toBe('Parse');
    expect(States.Parse.Next).toBe('Chunks');
    expect(States.Chunks).toMatchObject({
      Type: 'Map',
      ItemsPath: '$.chunks',
      MaxConcurrency: 2,
      ResultPath: null,
      Next: 'Reconcile',
    });
    // A stock feed's run sells what left its file there (decision 074); an import passes through.
    expect(States.Reconcile).toMatchObject({ Type: 'Task', Next: 'Summarise' });
    expect(States.Reconcile.Parameters.Payload).toEqual({ 'import_id.$': '$.import_id' });
    expect(States.Summarise.End).toBe(true);
    expect(States.MarkFailed.Next).toBe('Failed');
    expect(States.Failed.Type).toBe('Fail');
    expect(States.MarkFailed.Parameters.Payload).toEqual({
      'import_id.$': '$.import_id',
      'error.$': '$.error',
    });
  });

  it('retries every task on throttles first, then on anything twice', () => {
    for (const [name, state] of allStates().filter(([, s]) => s.Type === 'Task')) {
      const retry = state.Retry as { ErrorEquals: string[]; MaxAttempts: number }[];
      expect(retry[0]!.ErrorEquals, name).toEqual([...CSV_IMPORT_THROTTLES]);
      expect(retry[0]!.ErrorEquals).toContain('Lambda.TooManyRequestsException');
      expect(retry[0]!.ErrorEquals).toContain('ThrottlingException');
      expect(retry.at(-1)).toMatchObject({ ErrorEquals: ['States.ALL'], MaxAttempts: 2 });
      // The state waits a little longer than its function may run.
      const task = CSV_IMPORT.tasks[CSV_IMPORT_TASK_OF_STATE[name]!];
      expect(state.TimeoutSeconds as number).toBeGreaterThan(task.timeoutSeconds);
    }
  });

  it('names a function for every Task state', () => {
    const tasks = allStates()
      .filter(([, s]) => s.Type === 'Task')
      .map(([name]) => name);
    expect(Object.keys(CSV_IMPORT_TASK_OF_STATE).sort()).toEqual(tasks.sort());
    const text = csvImportDefinition({ parse: 'P', chunk: 'C', reconcile: 'R', summarise: 'S' });
    expect(text).not.toContain('${');
    const parsed = JSON.parse(text) as typeof CSV_IMPORT.definition;
    expect(parsed.States.Parse.Parameters.FunctionName).toBe('P');
    expect(parsed.States.Chunks.ItemProcessor.States.Chunk.Parameters.FunctionName).toBe('C');
    expect(parsed.States.Reconcile.Parameters.FunctionName).toBe('R');
    expect(parsed.States.MarkFailed.Parameters.FunctionName).toBe('S');
  });

  it('is the same text on the local stage, its functions named locally', () => {
    const local = localStateMachines('local', async () => ({}) as never).find(
      (machine) => machine.arn === localCsvImportArn('local'),
    )!;
    expect(local.definition).toBe(
      csvImportDefinition({
        parse: 'vanyard-local-ImportParse',
        chunk: 'vanyard-local-ImportChunk',
        reconcile: 'vanyard-local-ImportReconcile',
        summarise: 'vanyard-local-ImportSummarise',
      }),
    );
    expect(Object.keys(local.tasks).sort()).toEqual(Object.keys(CSV_IMPORT_TASK_OF_STATE).sort());
  });

  it('pauses each chunk on a test stage that asks, and no other task', async () => {
    vi.useFakeTimers();
    try {
      const invoked: string[] = [];
      const local = localStateMachines(
        'local',
        async (worker) => {
          invoked.push(worker.id);
          return {} as never;
        },
        { importChunkPauseMs: 5000 },
      ).find((machine) => machine.arn === localCsvImportArn('local'))!;
      await local.tasks[CSV_IMPORT_STATES.parse]!({ Payload: {} });
      expect(invoked).toEqual(['ImportParse']);
      const chunk = local.tasks[CSV_IMPORT_STATES.chunk]!({ Payload: {} });
      await vi.advanceTimersByTimeAsync(4999);
      expect(invoked).toEqual(['ImportParse']);
      await vi.advanceTimersByTimeAsync(1);
      await chunk;
      expect(invoked).toEqual(['ImportParse', 'ImportChunk']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs an import once: the execution is named by the import id', () => {
    const id = '3f0c1a52-6a43-4d0c-9b0e-0c6a4d3c9e11';
    expect(importExecutionName(id)).toBe(id);
    expect(importRunInput({ id })).toEqual({ import_id: id });
    expect(IMPORT_LIMITS.chunkRows).toBe(50);
  });
});
