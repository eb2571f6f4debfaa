import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative, resolve, sep } from 'node:path';
import { isPagePath } from '#shared/pages/match';
import { isWebFilePath, WEB_FILE_PATHS } from '#infra/stack/definitions/page-renderer';
import { decodePath, splitUrl } from './api-event';
import { chooseEncoding, createCompressedFiles, isCompressible } from './compression';
import { contentTypeFor } from './content-types';
import { sendText } from './replies';

/** Vite puts content-hashed files under /assets/: they never change, so cache them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html above all) is revalidated so a new build shows at once. */
const REVALIDATE = 'no-cache';

export type WebHandler = (request: IncomingMessage, response: ServerResponse) => void;

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

function refuseOtherMethods(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  sendText(response, 405, 'Method not allowed.', { allow: 'GET, HEAD' });
  return true;
}

/**
 * Serves the files of dist/web that the site serves as files, as CloudFront's S3 behaviours do
 * (WEB_FILE_PATHS): a path outside that list, or one that resolves outside it (`..`, encoded
 * or not), is not found here, whatever dist/web holds. The gateway sends every other page path
 * to the renderer.
 */
export function createStaticWeb(
  webRootOption: string,
  filePaths: readonly string[] = WEB_FILE_PATHS,
): WebHandler {
  const webRoot = resolve(webRootOption);

  /** The file for a decoded path, when it is a web file inside the web root. */
  const fileFor = (path: string): string | undefined => {
    const file = resolve(webRoot, `.${path}`);
    if (!file.startsWith(webRoot + sep)) return undefined;
    // Checked again on the resolved path: '/static/../index.html' is not a static file.
    const served = `/${relative(webRoot, file).split(sep).join('/')}`;
    if (!isWebFilePath(served, filePaths)) return undefined;
    return existsSync(file) && statSync(file).isFile() ? file : undefined;
  };

  return (request, response) => {
    if (refuseOtherMethods(request, response)) return;
    const path = decodePath(splitUrl(request.url ?? '/').path);
    if (path === null || path.includes('\0')) return sendText(response, 400, 'Bad request.');
    const file = fileFor(path);
    // A missing script or stylesheet must not come back as HTML with a 200 or 404 page.
    if (!file) return sendText(response, 404, 'Not found.');
    sendFile(request, response, file, 200, path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
  };
}

/**
 * The client-rendered SPA's shell for a page path, as the site answered before server
 * rendering: index.html with 200 when the SPA has that page and 404 otherwise. The gateway uses
 * it only while the renderer's bundle has not been built.
 */
export function createSpaShell(webRootOption: string): WebHandler {
  const indexHtml = join(resolve(webRootOption), 'index.html');
  return (request, response) => {
    if (refuseOtherMethods(request, response)) return;
    if (!existsSync(indexHtml)) {
      return sendText(
        response,
        503,
        `The web app has not been built yet: ${indexHtml} is missing.\n\nRun \`npm run build\` and reload (\`npm start\` builds it for you; \`npm run dev\` serves it without a build).\n`,
      );
    }
    const path = decodePath(splitUrl(request.url ?? '/').path);
    if (path === null || path.includes('\0')) return sendText(response, 400, 'Bad request.');
    sendFile(request, response, indexHtml, isPagePath(path) ? 200 : 404, REVALIDATE);
  };
}
