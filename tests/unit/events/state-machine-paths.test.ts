import { describe, expect, it } from 'vitest';
import {
  BOOST_EXPIRY,
  CSV_IMPORT,
  CSV_IMPORT_STATES,
  CSV_IMPORT_TASK_OF_STATE,
  END_BOOST_STATE,
} from '#infra/stack/definitions/state-machines';
import { boostExpiryInputSchema, endBoostOutputSchema } from '#shared/events/boost-expiry';
import {
  caughtErrorSchema,
  chunkOutputSchema,
  chunkTaskInputSchema,
  importRunInputSchema,
  importSummarySchema,
  parseOutputSchema,
  reconcileOutputSchema,
  reconcileTaskInputSchema,
  summariseTaskInputSchema,
} from '#shared/events/csv-import';
import { followStates, type AslState } from './schema-paths';

type States = Record<string, AslState>;

/** Every state of a definition, a Map's own included. */
function stateNames(states: States): string[] {
  return Object.entries(states).flatMap(([name, state]) => [
    name,
    ...(state.ItemProcessor ? stateNames((state.ItemProcessor as { States: States }).States) : []),
  ]);
}

/** Each CSV import task's payload schema and output schema, by the task its state runs. */
const CSV_IMPORT_TASK_SCHEMAS = {
  parse: { input: importRunInputSchema, output: parseOutputSchema },
  chunk: { input: chunkTaskInputSchema, output: chunkOutputSchema },
  reconcile: { input: reconcileTaskInputSchema, output: reconcileOutputSchema },
  summarise: { input: summariseTaskInputSchema, output: importSummarySchema },
};

describe('the state machines read their payloads through the shared schemas', () => {
  it('boost expiry: $.until is a field of the input, and EndBoost is handed the input it parses', () => {
    const states = BOOST_EXPIRY.definition.States as unknown as States;
    const reached = followStates(states, BOOST_EXPIRY.definition.StartAt, boostExpiryInputSchema, {
      task: (state) => {
        expect(state).toBe(END_BOOST_STATE);
        return { input: boostExpiryInputSchema, output: endBoostOutputSchema };
      },
      caught: caughtErrorSchema,
    });
    expect([...reached].sort()).toEqual(stateNames(states).sort());
  });

  it('CSV import: every path names a field of its state input, every task gets what it parses', () => {
    const states = CSV_IMPORT.definition.States as unknown as States;
    const reached = followStates(states, CSV_IMPORT.definition.StartAt, importRunInputSchema, {
      task: (state) => CSV_IMPORT_TASK_SCHEMAS[CSV_IMPORT_TASK_OF_STATE[state]!],
      caught: caughtErrorSchema,
    });
    // Every state is followed, the failure path's included.
    expect([...reached].sort()).toEqual(stateNames(states).sort());
    expect(reached).toContain(CSV_IMPORT_STATES.markFailed);
  });

  it('fails on a path that names no field, or a payload its task does not take', () => {
    const flow = {
      task: () => ({ input: boostExpiryInputSchema, output: endBoostOutputSchema }),
      caught: caughtErrorSchema,
    };
    const states = structuredClone(BOOST_EXPIRY.definition.States) as unknown as States;
    states.WaitUntilEnd!.TimestampPath = '$.ends';
    expect(() => followStates(states, 'WaitUntilEnd', boostExpiryInputSchema, flow)).toThrow(
      'WaitUntilEnd TimestampPath: $.ends names no field of its input (no "ends")',
    );

    const csv = structuredClone(CSV_IMPORT.definition.States) as unknown as States;
    (csv.Summarise!.Parameters as { Payload: Record<string, string> }).Payload = {
      'importId.$': '$.import_id',
    };
    expect(() =>
      followStates(csv, 'Parse', importRunInputSchema, {
        task: (state) => CSV_IMPORT_TASK_SCHEMAS[CSV_IMPORT_TASK_OF_STATE[state]!],
        caught: caughtErrorSchema,
      }),
    ).toThrow('Summarise payload: "import_id" is read but never sent');
  });
});
