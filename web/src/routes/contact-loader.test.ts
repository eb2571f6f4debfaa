// @vitest-environment node
import { RouterContextProvider, type LoaderFunctionArgs } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { RenderDeps } from '#shared/page-render';
import { RUNTIME_CONFIG_PATH } from '#shared/runtime-config';
import { CONFIGURED_CONTACT_KEY } from '../api/use-contact-details';
import { serverLoaderContext } from '../lib/page-loader';
import { fakePageData } from '../server/fake-page-data';
import { loader } from './contact';

const ORIGIN = 'https://www.vanyard.co.uk';
const CONTACT = {
  email: 'hello@vanyard.example',
  phone: '0113 496 0123',
  addressLines: ['VanYard Ltd', '1 Street', 'Leeds LS1 4AB'],
  mapUrl: 'https://www.openstreetmap.org/search?query=LS1%204AB',
};
const OPERATOR = { ...CONTACT, email: 'team@vanyard.example' };

function depsAnswering(settings: unknown, status = 200, contact = CONTACT) {
  const { pages, asked } = fakePageData(() => ({ status, body: settings }));
  const deps: RenderDeps = { pages, siteOrigin: ORIGIN, now: new Date(), contact };
  return { deps, asked };
}

function args(context: unknown): LoaderFunctionArgs {
  return { request: new Request(`${ORIGIN}/contact`), params: {}, context } as LoaderFunctionArgs;
}

describe('the contact page loader', () => {
  it("on the server: the operator's settings from the port and the stage's configured details", async () => {
    const settings = { contact: OPERATOR, updated_at: '2026-11-20T10:00:00.000Z' };
    const { deps, asked } = depsAnswering(settings);
    expect(await loader(args(serverLoaderContext(deps)))).toEqual({
      settings,
      configured: CONTACT,
    });
    expect(asked).toEqual(['/api/settings']);
  });

  it('a refused settings answer leaves the configured details to show, as a failed fetch does', async () => {
    const { deps } = depsAnswering({ error: { code: 'bad', message: 'x' } }, 400);
    expect(await loader(args(serverLoaderContext(deps)))).toEqual({
      settings: { contact: null, updated_at: null },
      configured: CONTACT,
    });
  });

  it("in the browser: nothing, the page's hooks fetch (React Router's own context)", async () => {
    expect(await loader(args(new RouterContextProvider()))).toBeNull();
    expect(await loader(args(undefined))).toBeNull();
  });

  it("seeds the configured details under their own key, never the runtime config's", () => {
    // The whole runtime config (sign-in settings too) lives under '/config.json': a render that
    // wrote the contact details alone there would leave the sign-in pages without them.
    expect(CONFIGURED_CONTACT_KEY).not.toBe(RUNTIME_CONFIG_PATH);
  });
});
