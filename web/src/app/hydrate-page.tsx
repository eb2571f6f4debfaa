import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { readSsrPayload, revalidateIfOld, ssrSwrConfig } from '../api/ssr-cache';
import { keyHistoryEntry, SCROLL_POSITIONS_KEY } from '../layout/scroll-memory';
import { readStored } from '../lib/browser-storage';
import { createRouter, routes } from '../router';
import { AfterCommit, markInteractive } from './after-commit';
import { App } from './app';
import { takeEarlyAction } from './early-actions';
import { nextTask } from './next-task';
import { prepareHydration } from './prepare-hydration';
import { noteEarlyInput, replayEarlyInput } from './replay-early-input';
import { resolveLazyRoutes } from './resolve-lazy-routes';

/**
 * Takes over a server-rendered page: its loaders' data goes to the router (the pages' hooks seed
 * SWR from it), its route modules are loaded, then React hydrates the markup instead of replacing it
 * (docs/decisions/028-server-rendered-pages.md, section 2; 041-page-loaders.md).
 */
export async function hydratePage(container: HTMLElement): Promise<void> {
  const payload = readSsrPayload(document);
  // The app's modules were evaluated in this task; matching the routes starts the next.
  await nextTask();
  const matches = await resolveLazyRoutes(routes, window.location);
  // Evaluating the page's modules took a task; what their first render would do that cannot be
  // split comes next, then the router and React, each in a task of its own, so a slow phone can
  // answer a tap in between.
  await prepareHydration(matches, window.location.search);
  // The first write to the history entry and the first read of session storage cost a slow
  // phone several milliseconds each: done here, the router finds both done.
  await nextTask();
  keyHistoryEntry(window.history);
  readStored(SCROLL_POSITIONS_KEY, 'session');
  await nextTask();
  // The loaders ran on the server: the router adopts their data instead of running them again.
  const router = createRouter({ loaderData: payload?.loaderData ?? {} });

  // Making the router took a task of its own; React starts in the next. Time-sliced:
  // hydrating the whole page in one task would block input on slow phones.
  await nextTask();
  // React handles events from here on; what the reader did before is handed to it after.
  const replayEarlyAction = takeEarlyAction(document);
  const earlyInput = noteEarlyInput(container);
  const afterHydration = () => {
    if (payload) revalidateIfOld(payload, Date.now());
    // In tasks of their own, not inside the commit (where React can neither render nor keep a
    // change); the tap or submit after the input, once React has rendered what it changed.
    setTimeout(() => {
      replayEarlyInput(earlyInput);
      setTimeout(() => {
        replayEarlyAction();
        markInteractive();
      }, 0);
    }, 0);
  };
  const context = {
    origin: payload?.origin ?? window.location.origin,
    swr: ssrSwrConfig(payload, 'client'),
  };
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App context={context}>
          <AfterCommit onCommit={afterHydration}>
            <RouterProvider router={router} />
          </AfterCommit>
        </App>
      </StrictMode>,
      {
        onRecoverableError: (error, info) =>
          console.error('Hydration recovered from an error', error, info.componentStack),
      },
    );
  });
}
