/**
 * The inside of one background function's thread (function-threads.ts): imports the handler
 * module once, as a warm Lambda container holds it, and runs one invocation per message with a
 * Lambda-like context. Module state (SDK clients, caches) is this thread's own, as a container's.
 */
import { randomUUID } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { createLambdaContext } from '../gateway/lambda-context';
import type {
  FunctionThreadData,
  InvocationReply,
  InvocationRequest,
  PlainError,
} from './function-thread-protocol';

type Handler = (event: unknown, context: ReturnType<typeof createLambdaContext>) => unknown;

const { moduleFile, fn } = workerData as FunctionThreadData;
const port = parentPort!;

const loading = import(pathToFileURL(moduleFile).href).then((module: Record<string, unknown>) => {
  if (typeof module.handler !== 'function') {
    throw new Error(`${moduleFile} does not export a \`handler\` function`);
  }
  return module.handler as Handler;
});
// Reported with the first invocation rather than crashing the thread.
loading.catch(() => {});

async function invoke({ seq, event }: InvocationRequest): Promise<InvocationReply> {
  try {
    const handler = await loading;
    const context = createLambdaContext(fn, randomUUID(), fn.timeoutSeconds * 1000);
    return { seq, ok: true, result: await handler(event, context) };
  } catch (error) {
    return { seq, ok: false, error: toPlainError(error) };
  }
}

function toPlainError(error: unknown): PlainError {
  return error instanceof Error
    ? { name: error.name, message: error.message, stack: error.stack }
    : { name: 'Error', message: String(error) };
}

port.on('message', (request: InvocationRequest) => {
  void invoke(request).then((reply) => {
    try {
      port.postMessage(reply);
    } catch (error) {
      // A result that cannot cross to the main thread (a function, a class instance's socket).
      port.postMessage({ seq: request.seq, ok: false, error: toPlainError(error) });
    }
  });
});
