import type { Params, RouteObject } from 'react-router-dom';
import { nextTask } from './next-task';

/**
 * What a route module may put in its `handle` for a server-rendered page: work its first render
 * would otherwise do inside React's hydration, where it cannot be split (one component's render
 * is one step). Done before React starts, each in a task of its own, it leaves the render cheap;
 * the results page builds its filters schema and reads its URL here (decision 030).
 */
export type HydrationHandle = {
  /** Steps, each run in a task of its own. */
  prepareHydration?: readonly PreparationStep[];
};

export type PreparationStep = (page: { params: Params; search: string }) => void;

type Matched = { route: RouteObject; params: Params };

/** Runs the matched routes' preparation steps, each in its own task; a failure only logs. */
export async function prepareHydration(matches: readonly Matched[], search: string): Promise<void> {
  for (const { route, params } of matches) {
    const steps = (route.handle as HydrationHandle | undefined)?.prepareHydration;
    if (!Array.isArray(steps)) continue;
    for (const step of steps as readonly unknown[]) {
      if (typeof step !== 'function') continue;
      await nextTask();
      try {
        (step as PreparationStep)({ params, search });
      } catch (error) {
        // The render does the same work again and shows whatever it finds.
        console.error('Preparing the page for hydration failed', error);
      }
    }
  }
}
