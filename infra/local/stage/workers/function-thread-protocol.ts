/** Messages between the local stage and a background function's thread (function-threads.ts). */

/** What a thread is started with (its workerData). */
export type FunctionThreadData = {
  /** The handler module's absolute path. */
  moduleFile: string;
  fn: { id: string; handler: string; timeoutSeconds: number };
};

export type InvocationRequest = { seq: number; event: unknown };

/** An error as it crosses threads: enough to log it and to throw an Error like it again. */
export type PlainError = { name: string; message: string; stack?: string };

export type InvocationReply =
  { seq: number; ok: true; result: unknown } | { seq: number; ok: false; error: PlainError };
