import { escapeHtml, STAND_IN_STYLES, standInDocument } from '../stand-in-page';

/*
 * The stand-in's one page: where Cognito's hosted UI would send the browser on to Google, the
 * tester picks a demo Google account or types an address, or cancels. One form, no script.
 */

/** Google accounts a tester can pick without typing (docs/local-stage.md lists them). */
export const DEMO_GOOGLE_ACCOUNTS = [
  { id: 'new', email: 'sam.carter@gmail.example', name: 'Sam Carter', verified: true },
  {
    id: 'seller',
    email: 'sales@northern-van-centre.example',
    name: 'Northern Van Centre',
    verified: true,
  },
  {
    id: 'unverified',
    email: 'pat.unverified@gmail.example',
    name: 'Pat Unverified',
    verified: false,
  },
] as const;

export const HOSTED_UI_STYLESHEET_PATH = '/hosted-ui.css';

export const HOSTED_UI_STYLESHEET = `${STAND_IN_STYLES}
  h2 { font-size: 1.1rem; margin: 0 0 .5rem; }
  ul { list-style: none; padding: 0; margin: 0; display: grid; gap: .5rem; }
  label { display: block; font-weight: 600; margin: .75rem 0 .25rem; }
  label.check { display: flex; gap: .5rem; align-items: center; font-weight: 400; }
  input[type=email], input[type=text] { font: inherit; width: 100%; box-sizing: border-box; padding: .5rem; border: 1px solid #6b7280; border-radius: 6px; }
  button { font: inherit; border-radius: 6px; padding: .6rem 1.1rem; cursor: pointer; border: 2px solid #1d3f8f; background: #fff; color: #1d3f8f; width: 100%; text-align: left; }
  button.primary { background: #1d3f8f; color: #fff; width: auto; margin-top: 1rem; }
  button.cancel { width: auto; }
  .who { display: block; font-weight: 600; }
  .addr { display: block; font-size: .9rem; }
  .error { color: #8c1d18; font-weight: 600; }
  button:focus-visible, input:focus-visible { outline: 3px solid #b35c00; outline-offset: 2px; }
`;

/** The authorize request's parameters, carried through the page's form unchanged. */
export type AuthorizeRequest = {
  client_id: string;
  redirect_uri: string;
  response_type: string;
  scope: string;
  state: string;
  code_challenge: string;
  code_challenge_method: string;
  identity_provider: string;
};

function hidden(request: AuthorizeRequest): string {
  return Object.entries(request)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('\n');
}

function frame(title: string, body: string): string {
  return standInDocument({
    title,
    stylesheet: HOSTED_UI_STYLESHEET_PATH,
    note: '<strong>Local stand-in for Google sign-in.</strong> This is the local stage, not Google: no password is asked for. Pick a demo Google account or type any address. Deployed stages send you to Google here.',
    body,
  });
}

/** The account chooser, with the authorize request in hidden fields. */
export function renderChooser(request: AuthorizeRequest, error?: string): string {
  const demo = DEMO_GOOGLE_ACCOUNTS.map(
    (account) => `<li><button type="submit" name="account" value="${account.id}">
<span class="who">${escapeHtml(account.name)}</span>
<span class="addr">${escapeHtml(account.email)}${account.verified ? '' : ' (address not verified by Google)'}</span>
</button></li>`,
  ).join('\n');
  return frame(
    'Choose an account – Local stand-in for Google sign-in',
    `<div class="card">
<h1>Choose an account</h1>
<p>to continue to VanYard</p>
<form method="post" action="/oauth2/authorize">
${hidden(request)}
<ul aria-label="Demo Google accounts">
${demo}
</ul>
</form>
</div>
<div class="card">
<h2>Or use another address</h2>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/oauth2/authorize">
${hidden(request)}
<label for="email">Google e-mail address</label>
<input id="email" name="email" type="email" autocomplete="email" required>
<label for="name">Name on the Google account</label>
<input id="name" name="name" type="text" autocomplete="name">
<label class="check"><input type="checkbox" name="verified" value="true" checked> Google has verified this address</label>
<button class="primary" type="submit">Continue</button>
</form>
</div>
<div class="card">
<form method="post" action="/oauth2/authorize">
${hidden(request)}
<button class="cancel" type="submit" name="action" value="cancel">Cancel and go back to VanYard</button>
</form>
</div>`,
  );
}

/** A request the stand-in cannot send back to the site (unknown client or return address). */
export function renderRefusal(message: string): string {
  return frame(
    'Sign-in request refused – Local stand-in for Google sign-in',
    `<div class="card"><h1>This sign-in request cannot go on</h1><p class="error" role="alert">${escapeHtml(message)}</p></div>`,
  );
}
