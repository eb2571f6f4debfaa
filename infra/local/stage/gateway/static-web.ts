import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve, sep } from 'node:path';
import { isSpaRoute } from '../../../../shared/spa-routes';
import { decodePath, splitUrl } from './api-event';
import { chooseEncoding, createCompressedFiles, isCompressible } from './compression';
import { contentTypeFor } from './content-types';
import { sendText } from './replies';

/** Vite puts content-hashed files under /assets/: they never change, so cache them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html above all) is revalidated so a new build shows at once. */
const REVALIDATE = 'no-cache';

const compressedFiles = createCompressedFiles();

function sendFile(
  request: IncomingMessage,
  response: ServerResponse,
  file: string,
  status: number,
  cacheControl: string,
): void {
  const { size } = statSync(file);
  const contentType = contentTypeFor(file);
  const compressible = isCompressible(contentType, size);
  const encoding = compressible ? chooseEncoding(request.headers['accept-encoding']) : null;
  const headers = {
    'content-type': contentType,
    'cache-control': cacheControl,
    ...(compressible ? { vary: 'accept-encoding' } : {}),
  };
  if (encoding) {
    const body = compressedFiles(file, encoding);
    response.writeHead(status, {
      ...headers,
      'content-encoding': encoding,
      'content-length': body.length,
    });
    return void response.end(request.method === 'HEAD' ? undefined : body);
  }
  response.writeHead(status, { ...headers, 'content-length': size });
  if (request.method === 'HEAD') return void response.end();
  createReadStream(file).pipe(response);
}

/** A file inside the web root, or undefined (also for `..` tricks and directories). */
function fileInside(webRoot: string, path: string): string | undefined {
  const file = resolve(webRoot, `.${path}`);
  if (file !== webRoot && !file.startsWith(webRoot + sep)) return undefined;
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

/**
 * Serves the built SPA as CloudFront will: real files as they are; page paths get index.html,
 * with 200 when the SPA has that page and 404 otherwise (the SPA then shows its not-found page).
 */
export function createStaticWeb(webRootOption: string) {
  const webRoot = resolve(webRootOption);
  const indexHtml = join(webRoot, 'index.html');

  return (request: IncomingMessage, response: ServerResponse): void => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendText(response, 405, 'Method not allowed.', { allow: 'GET, HEAD' });
    }
    if (!existsSync(indexHtml)) {
      return sendText(
        response,
        503,
        `The web app has not been built yet: ${indexHtml} is missing.\n\nRun \`npm run build\` and reload (\`npm start\` builds it for you; \`npm run dev\` serves it without a build).\n`,
      );
    }
    const path = decodePath(splitUrl(request.url ?? '/').path);
    if (path === null || path.includes('\0')) return sendText(response, 400, 'Bad request.');
    const file = path === '/' ? undefined : fileInside(webRoot, path);
    if (file)
      return sendFile(
        request,
        response,
        file,
        200,
        path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
      );
    // A missing script or stylesheet must not come back as HTML with a 200 or 404 page.
    if (path.startsWith('/assets/')) return sendText(response, 404, 'Not found.');
    sendFile(request, response, indexHtml, isSpaRoute(path) ? 200 : 404, REVALIDATE);
  };
}
