import { readEnv } from '../config';
import { siteOrigin } from '../data/site-origin';
import { createLogger } from '../http/logger';
import { loadRenderer } from '../render/load-renderer';
import { createPageApi } from '../render/page-api';
import { createRenderHandler } from '../render/render-handler';

/**
 * The page renderer's function URL (docs/decisions/028-server-rendered-pages.md): every page
 * request CloudFront does not serve from S3. No origin secret is checked on the way in (origin
 * access control signs CloudFront's requests); its in-process API calls carry it.
 */
export const handler = createRenderHandler({
  loadRenderer: () => loadRenderer(),
  siteOrigin: () => siteOrigin(),
  contactJson: () => readEnv().RENDER_CONTACT,
  api: createPageApi(),
  log: createLogger({ handler: 'RenderPage' }),
});
