/**
 * Runs async tasks with at most `limit` in flight. Both `run` and `submit` wait for a free slot
 * before starting the task, so a fast producer is held back instead of queueing 100,000 tasks.
 */
export class BoundedRunner {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly inFlight = new Set<Promise<unknown>>();
  private failure: { error: unknown } | undefined;

  constructor(private readonly limit: number) {}

  /** Runs the task in a slot and resolves with its result. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    return this.start(task);
  }

  /** Starts the task once a slot is free, without waiting for it to finish (see drain). */
  async submit(task: () => Promise<unknown>): Promise<void> {
    await this.acquire();
    void this.start(task).catch(() => undefined);
  }

  /** Waits for everything started so far; rejects with the first failure. */
  async drain(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
    if (this.failure) throw this.failure.error;
  }

  private async acquire(): Promise<void> {
    if (this.failure) throw this.failure.error;
    if (this.active < this.limit) {
      this.active++;
    } else {
      // The finishing task hands its slot straight to the first waiter (see release).
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    const failure = this.failure as { error: unknown } | undefined;
    if (failure) {
      this.release();
      throw failure.error;
    }
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active--;
  }

  private start<T>(task: () => Promise<T>): Promise<T> {
    const promise = Promise.resolve()
      .then(task)
      .catch((error: unknown) => {
        this.failure ??= { error };
        throw error;
      })
      .finally(() => {
        this.inFlight.delete(promise);
        this.release();
      });
    this.inFlight.add(promise);
    return promise;
  }
}
