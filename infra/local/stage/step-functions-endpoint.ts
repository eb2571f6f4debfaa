import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StateMachineDefinition } from 'aws-local-stepfunctions';

// aws-local-stepfunctions 3 targets Node 22: on Node 20 a failing task crashes the process
// without Promise.withResolvers (/work/shared/design/LOCAL-STAGE-NOTES.md). Before its import.
type WithResolvers = <T>() => {
  promise: Promise<T>;
  resolve: (value: T | PromiseLike<T>) => void;
  reject: (reason?: unknown) => void;
};
const PromiseWithResolvers = Promise as unknown as { withResolvers?: WithResolvers };
PromiseWithResolvers.withResolvers ??= <T>() => {
  let resolve!: (value: T | PromiseLike<T>) => void;
  let reject!: (reason?: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A `Task` state's local stand-in: it gets the state's effective input and answers its result. */
export type LocalTask = (input: Json) => Promise<Json>;

export type LocalStateMachine = {
  arn: string;
  /** The Amazon States Language definition, its substitutions already made. */
  definition: string;
  /** Local handlers of its `Task` states, by state name. */
  tasks: Record<string, LocalTask>;
  /**
   * When an execution's first wait ends (epoch ms), for waits beyond what a Node timer can
   * hold (24.8 days): the execution is held until the rest fits, then runs as defined.
   */
  waitsUntil?: (input: Json) => number | undefined;
};

export type ExecutionStatus = 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'ABORTED';

type Execution = {
  executionArn: string;
  stateMachineArn: string;
  name: string;
  input: string;
  status: ExecutionStatus;
  startDate: number;
  stopDate?: number;
  output?: string;
  error?: string;
  cause?: string;
  abort: () => void;
};

export type StepFunctionsEndpoint = {
  url: string;
  /** Resolves when every execution started so far has finished (tests). */
  settled(): Promise<void>;
  stop(): Promise<void>;
};

/** The longest delay a Node timer takes; longer ones fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function reply(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/x-amz-json-1.0' });
  response.end(JSON.stringify(body));
}

/** An error as the Step Functions API (awsJson1_0) answers it; the SDK maps `__type`. */
class ApiError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

const epochSeconds = (ms: number) => ms / 1000;

/**
 * The Step Functions API on a loopback port, for the local stage (AWS_ENDPOINT_URL_SFN):
 * StartExecution runs the state machine's own definition in this process with
 * aws-local-stepfunctions, its tasks calling local handlers; DescribeExecution reports on it.
 * Executions live in memory only: they are lost when the stage stops (the boost sweep catches
 * what they would have done). A name is used once, as in AWS: the same name again is
 * ExecutionAlreadyExists, unless it is the same input while the first still runs (answered as
 * the first).
 */
export async function startStepFunctionsEndpoint(options: {
  stateMachines: readonly LocalStateMachine[];
  log: (line: string) => void;
}): Promise<StepFunctionsEndpoint> {
  const { StateMachine } = await import('aws-local-stepfunctions');
  const machines = new Map(options.stateMachines.map((m) => [m.arn, m]));
  const executions = new Map<string, Execution>();
  const running = new Set<Promise<void>>();
  let stopped = false;
  let stopping: Promise<void> | undefined;

  const hold = (until: number, signal: { aborted: boolean }) =>
    new Promise<void>((resolve) => {
      const step = () => {
        const left = until - Date.now();
        if (left <= 0 || signal.aborted) return resolve();
        setTimeout(step, Math.min(left, MAX_TIMER_MS));
      };
      step();
    });

  const run = (machine: LocalStateMachine, execution: Execution, input: Json) => {
    const signal = { aborted: false };
    let abortRun: (() => void) | undefined;
    execution.abort = () => {
      signal.aborted = true;
      abortRun?.();
    };
    const finish = (status: ExecutionStatus, fields: Partial<Execution> = {}) => {
      Object.assign(execution, { status, stopDate: Date.now(), ...fields });
    };
    const done = (async () => {
      const waitEnd = machine.waitsUntil?.(input);
      if (waitEnd !== undefined && waitEnd - Date.now() > MAX_TIMER_MS) {
        await hold(waitEnd - MAX_TIMER_MS / 2, signal);
      }
      if (signal.aborted) return finish('ABORTED');
      const stateMachine = new StateMachine(
        JSON.parse(machine.definition) as StateMachineDefinition,
      );
      const execution_ = stateMachine.run(input, {
        overrides: { taskResourceLocalHandlers: machine.tasks },
        noThrowOnAbort: true,
      });
      abortRun = execution_.abort;
      try {
        const output = await execution_.result;
        if (signal.aborted) return finish('ABORTED');
        finish('SUCCEEDED', { output: JSON.stringify(output) });
      } catch (error) {
        const cause = error instanceof Error ? error.message : String(error);
        options.log(`Local state machine execution ${execution.name} failed: ${cause}`);
        finish('FAILED', { error: error instanceof Error ? error.name : 'Error', cause });
      }
    })();
    running.add(done);
    void done.finally(() => running.delete(done));
  };

  const startExecution = (body: Record<string, unknown>) => {
    const arn = String(body.stateMachineArn ?? '');
    const machine = machines.get(arn);
    if (!machine)
      throw new ApiError('StateMachineDoesNotExist', `State Machine Does Not Exist: '${arn}'`);
    if (stopped) throw new ApiError('ServiceUnavailable', 'The local stage is stopping');
    const name = typeof body.name === 'string' && body.name ? body.name : randomUUID();
    if (!/^[A-Za-z0-9_-]{1,80}$/.test(name)) {
      throw new ApiError('InvalidName', `Invalid Name: '${name}'`);
    }
    const inputText = typeof body.input === 'string' ? body.input : '{}';
    let input: Json;
    try {
      input = JSON.parse(inputText) as Json;
    } catch {
      throw new ApiError('InvalidExecutionInput', 'Invalid State Machine Execution Input');
    }
    const executionArn = `${arn.replace(':stateMachine:', ':execution:')}:${name}`;
    const existing = executions.get(executionArn);
    if (existing) {
      if (existing.status === 'RUNNING' && existing.input === inputText) {
        return { executionArn, startDate: epochSeconds(existing.startDate) };
      }
      throw new ApiError('ExecutionAlreadyExists', `Execution Already Exists: '${executionArn}'`);
    }
    const execution: Execution = {
      executionArn,
      stateMachineArn: arn,
      name,
      input: inputText,
      status: 'RUNNING',
      startDate: Date.now(),
      abort: () => undefined,
    };
    executions.set(executionArn, execution);
    run(machine, execution, input);
    return { executionArn, startDate: epochSeconds(execution.startDate) };
  };

  const describeExecution = (body: Record<string, unknown>) => {
    const execution = executions.get(String(body.executionArn ?? ''));
    if (!execution) {
      throw new ApiError(
        'ExecutionDoesNotExist',
        `Execution Does Not Exist: '${String(body.executionArn)}'`,
      );
    }
    return {
      executionArn: execution.executionArn,
      stateMachineArn: execution.stateMachineArn,
      name: execution.name,
      status: execution.status,
      startDate: epochSeconds(execution.startDate),
      ...(execution.stopDate ? { stopDate: epochSeconds(execution.stopDate) } : {}),
      input: execution.input,
      ...(execution.output !== undefined ? { output: execution.output } : {}),
      ...(execution.error ? { error: execution.error, cause: execution.cause } : {}),
    };
  };

  const OPERATIONS: Record<string, (body: Record<string, unknown>) => unknown> = {
    StartExecution: startExecution,
    DescribeExecution: describeExecution,
  };

  const server = createServer((request, response) => {
    const target = String(request.headers['x-amz-target'] ?? '');
    const operation = OPERATIONS[target.replace(/^AWSStepFunctions\./, '')];
    if (request.method !== 'POST' || !operation) {
      return reply(response, 400, {
        __type: 'UnknownOperationException',
        message: `The local stage does not run ${target || 'this request'}`,
      });
    }
    void readBody(request)
      .then((text) => reply(response, 200, operation(text ? (JSON.parse(text) as never) : {})))
      .catch((error: unknown) => {
        if (error instanceof ApiError) {
          return reply(response, 400, { __type: error.type, message: error.message });
        }
        options.log(`Local Step Functions endpoint: ${String(error)}`);
        reply(response, 500, { __type: 'InternalFailure', message: 'Internal failure' });
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    settled: async () => {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    stop: () => {
      // Once, however many times it is asked (the stage asks early and late: stage.ts).
      stopping ??= (async () => {
        stopped = true;
        for (const execution of executions.values()) {
          if (execution.status === 'RUNNING') execution.abort();
        }
        await Promise.allSettled([...running]);
        await new Promise<void>((resolve) => server.close(() => resolve()));
      })();
      return stopping;
    },
  };
}
