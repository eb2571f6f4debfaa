import { join } from 'node:path';
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { AuthSettings } from '#shared/runtime-config';
import { pages } from '#shared/pages';
import { googleAccounts, type ConfirmedTrigger } from './google-accounts';
import { createHostedUi } from './hosted-ui-server';
import { localhostCertificate } from './tls-certificate';

/** The hosts the local stage answers as (the browser tests use 127.0.0.1). */
const siteHosts = (port: number) => [`localhost:${port}`, `127.0.0.1:${port}`];

export type RunningHostedUi = {
  /** The stand-in's host name, the SPA's `oauth.domain`. */
  domain: string;
  /** For the site's CSP connect-src: the token endpoint the SPA calls. */
  origin: string;
  /** The runtime config's `auth.oauth` for a request to the site on this Host header. */
  oauthFor(host: string | undefined): NonNullable<AuthSettings['oauth']>;
  answerRefresh: ReturnType<typeof createHostedUi>['answerRefresh'];
  close(): Promise<void>;
};

/**
 * Starts the hosted sign-in stand-in for the local stage (decision 076): HTTPS on a free port
 * with the stage's own certificate, the app client's callback and sign-out URLs on both names
 * of the site, accounts in cognito-local, links in `<dataDir>/google-links.json`.
 */
export async function startHostedUi(options: {
  dataDir: string;
  port: number;
  cognito: CognitoIdentityProviderClient;
  userPool: { id: string; clientId: string };
  issuer: string;
  postConfirmation: ConfirmedTrigger;
  log: (line: string) => void;
}): Promise<RunningHostedUi> {
  const origins = siteHosts(options.port).map((host) => `http://${host}`);
  const callback = (origin: string) => `${origin}${pages.authCallback.build()}`;
  const signOut = (origin: string) => `${origin}/`;
  const hostedUi = createHostedUi({
    tls: localhostCertificate(options.dataDir),
    clientId: options.userPool.clientId,
    issuer: options.issuer,
    siteOrigins: origins,
    redirectSignIn: origins.map(callback),
    redirectSignOut: origins.map(signOut),
    accounts: googleAccounts({
      cognito: options.cognito,
      userPoolId: options.userPool.id,
      linksFile: join(options.dataDir, 'google-links.json'),
      postConfirmation: options.postConfirmation,
    }),
    log: options.log,
  });
  const domain = await hostedUi.listen();
  return {
    domain,
    origin: `https://${domain}`,
    oauthFor(host) {
      const origin = `http://${host && siteHosts(options.port).includes(host) ? host : `localhost:${options.port}`}`;
      return { domain, redirectSignIn: callback(origin), redirectSignOut: signOut(origin) };
    },
    answerRefresh: hostedUi.answerRefresh,
    close: hostedUi.close,
  };
}
