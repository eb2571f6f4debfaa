import { z } from 'zod';

/*
 * A state machine's data flow, followed over the payload schemas rather than values: which
 * schema each state's input has, what each JSONPath it reads names in that schema, and which
 * payload each task is handed. Just the Amazon States Language the definitions use: Wait's
 * TimestampPath, Task's Parameters (`Payload.$` or a Payload of `key.$` paths) and
 * `OutputPath: '$.Payload'`, Map's ItemsPath and `ResultPath: null`, Catch's ResultPath,
 * Next/End, Fail.
 */

type Schema = z.ZodType;
export type AslState = Record<string, unknown> & { Type: string };
type States = Record<string, AslState>;

/** The schema under optional, nullable, default, catch and transforms: its shape. */
export function bare(schema: Schema): Schema {
  let current = schema as Schema & { _zod: { def: Record<string, unknown> } };
  for (;;) {
    const def = current._zod.def;
    if (def.type === 'pipe') current = def.in as typeof current;
    else if (def.innerType) current = def.innerType as typeof current;
    else return current;
  }
}

const kindOf = (schema: Schema) =>
  (bare(schema) as Schema & { _zod: { def: { type: string } } })._zod.def.type;
const isOptional = (schema: Schema) => schema.safeParse(undefined).success;

/** What a JSONPath (`$`, `$.a.b`) names in a schema; throws naming the path when it names nothing. */
export function schemaAt(schema: Schema, path: string, where: string): Schema {
  if (!path.startsWith('$')) throw new Error(`${where}: ${path} is not a JSONPath`);
  let current = schema;
  for (const key of path.split('.').slice(1)) {
    const object = bare(current);
    if (!(object instanceof z.ZodObject) || !(key in object.shape)) {
      throw new Error(`${where}: ${path} names no field of its input (no "${key}")`);
    }
    current = object.shape[key] as Schema;
  }
  return current;
}

/** A task's payload from its Parameters: the whole input, or an object of selected fields. */
function payloadOf(input: Schema, state: AslState, where: string): Schema {
  const parameters = state.Parameters as Record<string, unknown> | undefined;
  if (!parameters) return input;
  if (typeof parameters['Payload.$'] === 'string') {
    return schemaAt(input, parameters['Payload.$'], `${where} Payload.$`);
  }
  const payload = parameters.Payload as Record<string, unknown>;
  return z.object(
    Object.fromEntries(
      Object.entries(payload).map(([key, value]) => {
        if (!key.endsWith('.$')) return [key, z.literal(value as string)];
        return [key.slice(0, -2), schemaAt(input, value as string, `${where} ${key}`)];
      }),
    ),
  );
}

/**
 * Whether a payload of schema `sent` is what the task's schema `read` takes: each field it reads
 * is sent with the same kind (string, number, object, array …), and each field it requires is
 * sent and never optional; and nothing is sent that it does not read (a misspelt key).
 */
export function assertFits(sent: Schema, read: Schema, where: string): void {
  const s = bare(sent);
  const r = bare(read);
  if (!(s instanceof z.ZodObject) || !(r instanceof z.ZodObject)) {
    if (kindOf(s) !== kindOf(r)) {
      throw new Error(`${where}: sends a ${kindOf(s)} where a ${kindOf(r)} is read`);
    }
    return;
  }
  for (const [key, field] of Object.entries(r.shape) as [string, Schema][]) {
    const given = s.shape[key] as Schema | undefined;
    if (!given) {
      if (!isOptional(field)) throw new Error(`${where}: "${key}" is read but never sent`);
      continue;
    }
    if (isOptional(given) && !isOptional(field)) {
      throw new Error(`${where}: "${key}" is required but may be missing`);
    }
    assertFits(given, field, `${where}.${key}`);
  }
  for (const key of Object.keys(s.shape)) {
    if (!(key in r.shape)) throw new Error(`${where}: sends "${key}", which is not read`);
  }
}

export type Flow = {
  /** The schema each Task state's payload is parsed with, and the schema of its output. */
  task: (state: string) => { input: Schema; output: Schema };
  /** What a Catch puts at its ResultPath: the error Step Functions caught. */
  caught: Schema;
};

/**
 * Follows the states from `start` with an input of schema `input`, checking every path and every
 * task's payload; returns the names of the states reached.
 */
export function followStates(
  states: States,
  start: string,
  input: Schema,
  flow: Flow,
  reached = new Set<string>(),
): Set<string> {
  let name: string | undefined = start;
  let data = input;
  while (name) {
    const state: AslState | undefined = states[name];
    if (!state) throw new Error(`No state ${name}`);
    reached.add(name);
    const where = name;
    let output = data;
    if (state.Type === 'Wait') {
      const at = schemaAt(data, state.TimestampPath as string, `${where} TimestampPath`);
      if (kindOf(at) !== 'string') throw new Error(`${where}: TimestampPath is not a string`);
    } else if (state.Type === 'Task') {
      const task = flow.task(name);
      assertFits(payloadOf(data, state, where), task.input, `${where} payload`);
      if (state.OutputPath !== '$.Payload') throw new Error(`${where}: unexpected OutputPath`);
      output = task.output;
    } else if (state.Type === 'Map') {
      const items = bare(schemaAt(data, state.ItemsPath as string, `${where} ItemsPath`));
      if (!(items instanceof z.ZodArray)) throw new Error(`${where}: ItemsPath is not a list`);
      const processor = state.ItemProcessor as { StartAt: string; States: States };
      followStates(processor.States, processor.StartAt, items.element as Schema, flow, reached);
      if (state.ResultPath !== null) throw new Error(`${where}: unexpected ResultPath`);
    } else if (state.Type !== 'Fail') {
      throw new Error(`${where}: state type ${state.Type} is not followed`);
    }
    for (const catcher of (state.Catch as { ResultPath: string; Next: string }[]) ?? []) {
      const key = catcher.ResultPath.replace(/^\$\./, '');
      const caught = (bare(data) as z.ZodObject).extend({ [key]: flow.caught });
      followStates(states, catcher.Next, caught, flow, reached);
    }
    data = output;
    name = state.End ? undefined : (state.Next as string | undefined);
  }
  return reached;
}
