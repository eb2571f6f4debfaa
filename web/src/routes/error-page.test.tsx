// @vitest-environment node
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ErrorPage } from './error-page';

// The router's error element declares its title as an element, so it reaches the head of a
// server-rendered page too (an effect never runs on a server).

const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <ErrorPage />,
    loader: () => {
      throw new Error('the page failed');
    },
    Component: () => null,
  },
];

describe('ErrorPage', () => {
  it('puts its title in the head and its heading in the body', async () => {
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request('https://www.vanyard.co.uk/'));
    if (context instanceof Response) throw new Error('expected a render, not a response');
    const html = renderToString(
      <html>
        <head />
        <body>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </body>
      </html>,
    );
    const [, head = '', body = ''] = /<head>(.*)<\/head><body>(.*)<\/body>/s.exec(html) ?? [];
    expect(head).toBe('<title>Unexpected Application Error! | VanYard</title>');
    expect(body).toContain('Unexpected Application Error!</h1>');
    expect(body).not.toContain('<title>');
  });
});
