import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DvsaVehicle } from '#lambdas/vehicle/dvsa-mot-response';
import { MOT_HISTORY_PATH } from '#lambdas/vehicle/mot-history-client';
import { readBody, sendJson } from './stand-in-http';

/**
 * The local stage's DVSA MOT history API and its token endpoint: the client-credentials grant
 * issues a bearer token, and the history answers only with a live token and the API key, in the
 * documented shape, so the product's real client runs end to end. It holds the demo vans'
 * histories; any other plate is 404 as the DVSA answers.
 */
export const MOT_TOKEN_PATH = '/oauth2/v2.0/token';

export type MotHistoryStandIn = {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** Tokens issued and histories answered, for tests of token reuse and of the schedule. */
  counts(): { tokens: number; histories: number };
  /** Ends every token issued so far, as a revoked secret would. */
  revokeTokens(): void;
};

export function createMotHistoryStandIn(options: {
  clientId: string;
  clientSecret: string;
  apiKey: string;
  /** By plate (capitals, no spaces): a map, or the demo listings' records made on demand. */
  vehicles: Pick<ReadonlyMap<string, DvsaVehicle>, 'get'>;
  tokenSeconds?: number;
}): MotHistoryStandIn {
  const tokens = new Map<string, number>();
  let issued = 0;
  let answered = 0;

  async function issueToken(req: IncomingMessage, res: ServerResponse) {
    const form = new URLSearchParams(await readBody(req));
    if (form.get('grant_type') !== 'client_credentials') {
      sendJson(res, 400, { error: 'unsupported_grant_type' });
      return;
    }
    if (
      form.get('client_id') !== options.clientId ||
      form.get('client_secret') !== options.clientSecret
    ) {
      sendJson(res, 401, { error: 'invalid_client' });
      return;
    }
    const seconds = options.tokenSeconds ?? 3599;
    const value = randomUUID();
    tokens.set(value, Date.now() + seconds * 1000);
    issued += 1;
    sendJson(res, 200, { token_type: 'Bearer', expires_in: seconds, access_token: value });
  }

  function answerHistory(req: IncomingMessage, res: ServerResponse, plate: string) {
    answered += 1;
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const expires = bearer ? tokens.get(bearer) : undefined;
    if (!expires || expires < Date.now()) {
      sendJson(res, 401, { message: 'Unauthorized' });
      return;
    }
    if (req.headers['x-api-key'] !== options.apiKey) {
      sendJson(res, 403, { message: 'Forbidden' });
      return;
    }
    const vehicle = options.vehicles.get(plate.replace(/\s+/g, '').toUpperCase());
    if (vehicle) sendJson(res, 200, vehicle);
    else
      sendJson(res, 404, {
        errorCode: 'MOTH-NP-01',
        errorMessage: `No MOT Tests found with vehicle registration : ${plate}`,
        requestId: randomUUID(),
      });
  }

  return {
    counts: () => ({ tokens: issued, histories: answered }),
    revokeTokens: () => tokens.clear(),
    async handle(req, res) {
      const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
      if (path === MOT_TOKEN_PATH && req.method === 'POST') {
        await issueToken(req, res);
        return true;
      }
      if (path.startsWith(MOT_HISTORY_PATH) && req.method === 'GET') {
        answerHistory(req, res, decodeURIComponent(path.slice(MOT_HISTORY_PATH.length)));
        return true;
      }
      return false;
    },
  };
}
