import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SiteOriginContext } from '../lib/site-origin';
import { SignedInPage } from './signed-in-page';

function render(signedOutToast?: { title: string }) {
  return renderToString(
    <html>
      <head />
      <body>
        <SiteOriginContext value="https://www.vanyard.co.uk">
          <MemoryRouter initialEntries={['/dashboard/payments']}>
            <SignedInPage
              copy={{ heading: 'Payment History', metaDescription: 'Your VanYard boost payments.' }}
              signedOutToast={signedOutToast}
            >
              {(user) => <p>Screen of {user.email}</p>}
            </SignedInPage>
          </MemoryRouter>
        </SiteOriginContext>
      </body>
    </html>,
  );
}

describe('SignedInPage', () => {
  it('titles the page with its heading and keeps it out of search engines', () => {
    const html = render();
    expect(html).toContain('<title>Payment History | VanYard</title>');
    expect(html).toContain('<meta name="description" content="Your VanYard boost payments."/>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
  });

  it('renders no part of the screen on the server, where nobody is signed in yet', () => {
    expect(render({ title: 'Authentication required' })).not.toContain('Screen of');
  });
});
