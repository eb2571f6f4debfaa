import { readEnv } from '../config';
import { siteOrigin } from '../platform/site-origin';
import { createLogger } from '../platform/logger';
import { loadRenderer } from '../render/load-renderer';
import { createPageData } from '../render/page-data';
import { createRenderHandler } from '../render/render-handler';

/**
 * The page renderer's function URL (docs/decisions/028-server-rendered-pages.md): every page
 * request CloudFront does not serve from S3. No origin secret is checked on the way in (origin
 * access control signs CloudFront's requests). Pages read their data through the data port
 * (docs/decisions/038-page-data-port.md), which calls the domain functions in process.
 */
const log = createLogger({ handler: 'RenderPage' });

export const handler = createRenderHandler({
  loadRenderer: () => loadRenderer(),
  siteOrigin: () => siteOrigin(),
  contactJson: () => readEnv().RENDER_CONTACT,
  pages: createPageData(log),
  log,
});
