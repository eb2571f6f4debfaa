import './app/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AfterCommit, markInteractive } from './app/after-commit';
import { App } from './app/app';
import { hydratePage } from './app/hydrate-page';
import { startSession } from './auth/session-store';
import { createRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

if (container.firstElementChild) {
  // Server-rendered: adopt the markup. The session is looked up in a task of its own (the first
  // read of local storage costs a slow phone several milliseconds), still tasks before React
  // hydrates, which renders the anonymous page the server wrote whatever it finds.
  setTimeout(startSession, 0);
  hydratePage(container).catch((error: unknown) =>
    console.error('The server-rendered page could not be taken over', error),
  );
} else {
  // The shell (private pages, a renderer failure, `npm run dev`): render in the browser as before.
  // Before the first render (useSession no longer starts it while rendering): a visitor with no
  // Amplify user in storage is known to be signed out at once, so the header never shows loading.
  startSession();
  createRoot(container).render(
    <StrictMode>
      <App context={{ origin: window.location.origin, swr: {} }}>
        <AfterCommit onCommit={markInteractive}>
          <RouterProvider router={createRouter()} />
        </AfterCommit>
      </App>
    </StrictMode>,
  );
}
