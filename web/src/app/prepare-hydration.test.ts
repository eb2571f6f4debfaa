import type { RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareHydration, type HydrationHandle } from './prepare-hydration';

const route = (handle?: HydrationHandle | object): RouteObject => ({ path: 'x', handle });

describe('prepareHydration', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs the matched routes' steps in order, each in a task of its own, with the page's URL", async () => {
    const seen: string[] = [];
    const matches = [
      { route: route(), params: {} },
      {
        route: route({
          prepareHydration: [
            () => seen.push('schema'),
            ({ params, search }) => seen.push(`parse ${params.make} ${search}`),
          ],
        }),
        params: { make: 'ford' },
      },
    ];

    const done = prepareHydration(matches, '?maxPrice=9000');
    await Promise.resolve();
    expect(seen).toEqual([]);
    await vi.runOnlyPendingTimersAsync();
    expect(seen).toEqual(['schema']);
    await vi.runOnlyPendingTimersAsync();
    expect(seen).toEqual(['schema', 'parse ford ?maxPrice=9000']);
    await done;
  });

  it('logs a failing step and goes on (the render does the work again)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = vi.fn();
    const matches = [
      {
        route: route({
          prepareHydration: [
            () => {
              throw new Error('bad URL');
            },
            after,
          ],
        }),
        params: {},
      },
    ];
    const done = prepareHydration(matches, '');
    await vi.runAllTimersAsync();
    await done;
    expect(error).toHaveBeenCalledOnce();
    expect(after).toHaveBeenCalledOnce();
    error.mockRestore();
  });

  it('ignores a handle that is not a list of steps, and takes no task without steps', async () => {
    await prepareHydration(
      [
        { route: route({ prepareHydration: 'not steps' }), params: {} },
        { route: route({ crumb: 'Vans' }), params: {} },
        { route: route(), params: {} },
      ],
      '',
    );
    // No task was taken: the fake clock holds no timer (a spy on the global setTimeout would
    // wrap the fake one and, restored, could hand it to the worker's next file).
    expect(vi.getTimerCount()).toBe(0);
  });
});
