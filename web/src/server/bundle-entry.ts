import { manifest, routeModules, template } from 'virtual:client-build';
import type { RenderPage } from '#shared/page-render';
import { createRenderPage } from './render-page';

/**
 * The SSR build's entry, written to RENDER_BUNDLE (shared/page-render.ts): the renderer bound to
 * the client build it was built with. Only the SSR build imports it; tests use createRenderPage.
 */
export const renderPage: RenderPage = createRenderPage({ template, manifest, routeModules });
