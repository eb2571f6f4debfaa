import './styles.css';
import { afterFirstPaint } from './app/after-first-paint';
import { preloadAppModules } from './app/app-modules';
import { nextTask } from './app/next-task';
import { captureEarlyActions } from './app/early-actions';
import { mainImage, whenImageLoaded } from './app/when-image-loaded';

/**
 * The page's one script. It carries the stylesheet and nothing of the app: a server-rendered
 * page is painted first and the app (main.tsx) loads after that paint; the shell (private pages,
 * a renderer failure, `npm run dev`) has nothing to show, so the app loads at once
 * (docs/decisions/029-scripts-after-first-paint.md).
 */
function startApp(): void {
  // The app's chunks are linked first (a few per task), then imported: see preloadAppModules.
  preloadAppModules(document)
    // React DOM is evaluated in a task of its own, then the app: a module graph is evaluated in
    // one task, and the whole app at once is a long one on a slow phone.
    .then(() => import('react-dom/client'))
    .then(nextTask)
    .then(() => import('./main'))
    .catch((error: unknown) => console.error('The app could not be loaded', error));
}

if (document.getElementById('root')?.firstElementChild) {
  captureEarlyActions(document);
  // Once the page's main photo is in as well, and painted.
  whenImageLoaded(mainImage(document), () => afterFirstPaint(startApp));
} else {
  startApp();
}
