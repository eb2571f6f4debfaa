import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  LocationClient,
  type SearchPlaceIndexForTextCommand,
  type SearchPlaceIndexForTextCommandOutput,
} from '@aws-sdk/client-location';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnavailableError } from '#lambdas/platform/errors';
import {
  amazonLocationGeocoder,
  type PlaceSearchClient,
} from '#lambdas/geocoding/amazon-location-geocoder';
import { GeocodingUnavailableError } from '#lambdas/geocoding/geocoder';
import { SEARCH_ERROR_CODES } from '#shared/search/response';

const INDEX = 'vanyard-test-postcodes';
/** Manchester M1 (Piccadilly), as Amazon Location orders it: [longitude, latitude]. */
const M1_POINT = [-2.2343, 53.4794];

type Sent = { input: SearchPlaceIndexForTextCommand['input']; signal?: AbortSignal };

/** Amazon Location has no local emulator: a client that records requests and answers as told. */
function fakeClient(
  answer: (input: Sent['input']) => Promise<Partial<SearchPlaceIndexForTextCommandOutput>>,
) {
  const sent: Sent[] = [];
  const client: PlaceSearchClient = {
    async send(command, options) {
      sent.push({ input: command.input, signal: options?.abortSignal });
      return (await answer(command.input)) as SearchPlaceIndexForTextCommandOutput;
    },
  };
  return { client, sent };
}

const place = (point: number[], postalCode?: string) => ({
  Results: [{ Place: { Geometry: { Point: point }, PostalCode: postalCode, Country: 'GBR' } }],
});

describe('amazonLocationGeocoder with an injected client', () => {
  it('asks for the formatted postcode plus ", UK" in Great Britain, one result', async () => {
    const { client, sent } = fakeClient(async () => place(M1_POINT, 'M1 9AB'));
    await amazonLocationGeocoder(client, INDEX).geocodePostcode('m19ab');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.input).toEqual({
      IndexName: INDEX,
      Text: 'M1 9AB, UK',
      FilterCountries: ['GBR'],
      MaxResults: 1,
    });
    expect(sent[0]?.signal).toBeInstanceOf(AbortSignal);
  });

  it("turns Amazon's [longitude, latitude] into { latitude, longitude }", async () => {
    const { client } = fakeClient(async () => place(M1_POINT, 'M1 9AB'));
    expect(await amazonLocationGeocoder(client, INDEX).geocodePostcode('M1 9AB')).toEqual({
      latitude: 53.4794,
      longitude: -2.2343,
    });
  });

  it('answers null when there is no result', async () => {
    const { client } = fakeClient(async () => ({ Results: [] }));
    expect(await amazonLocationGeocoder(client, INDEX).geocodePostcode('ZZ9 9ZZ')).toBeNull();
  });

  it('answers null for a match in another district or outside the UK', async () => {
    const otherDistrict = fakeClient(async () => place(M1_POINT, 'M4 5AA'));
    expect(
      await amazonLocationGeocoder(otherDistrict.client, INDEX).geocodePostcode('M1 9AB'),
    ).toBeNull();
    const abroad = fakeClient(async () => place([2.35, 48.85]));
    expect(await amazonLocationGeocoder(abroad.client, INDEX).geocodePostcode('M1 9AB')).toBeNull();
  });

  it('keeps a result whose postal code is the district or missing', async () => {
    const district = fakeClient(async () => place(M1_POINT, 'M1'));
    expect(
      await amazonLocationGeocoder(district.client, INDEX).geocodePostcode('M1 9AB'),
    ).not.toBeNull();
    const none = fakeClient(async () => place(M1_POINT));
    expect(
      await amazonLocationGeocoder(none.client, INDEX).geocodePostcode('M1 9AB'),
    ).not.toBeNull();
  });

  it('does not call the provider for something that is not a postcode', async () => {
    const { client, sent } = fakeClient(async () => place(M1_POINT));
    expect(await amazonLocationGeocoder(client, INDEX).geocodePostcode('M1')).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('turns an SDK error into GeocodingUnavailableError (503 geocoding_unavailable)', async () => {
    const throttled = Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' });
    const { client } = fakeClient(async () => {
      throw throttled;
    });
    const error = await amazonLocationGeocoder(client, INDEX)
      .geocodePostcode('M1 9AB')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GeocodingUnavailableError);
    expect(error).toBeInstanceOf(UnavailableError);
    expect(error).toMatchObject({
      code: SEARCH_ERROR_CODES.geocodingUnavailable,
      message: 'An error occurred while searching by postcode',
      cause: throttled,
    });
  });

  it('gives up after its timeout', async () => {
    // Settles only when aborted: without the geocoder's timeout this test would time out.
    const silent: PlaceSearchClient = {
      send: (_command, options) =>
        new Promise((_, reject) => {
          options?.abortSignal?.addEventListener('abort', () =>
            reject(options.abortSignal?.reason),
          );
        }),
    };
    await expect(
      amazonLocationGeocoder(silent, INDEX, 20).geocodePostcode('M1 9AB'),
    ).rejects.toBeInstanceOf(GeocodingUnavailableError);
  });
});

/**
 * The real SDK client against a local HTTP server standing in for the service, to check the
 * wire format the SDK produces and reads (path, JSON body, error mapping) with our code.
 */
describe('amazonLocationGeocoder with the real LocationClient over HTTP', () => {
  let server: Server;
  let endpoint: string;
  const requests: { method?: string; url?: string; body: unknown }[] = [];
  let reply: { status: number; body: unknown; headers?: Record<string, string> } = {
    status: 200,
    body: {},
  };

  const readJson = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as unknown;
  };

  beforeAll(async () => {
    server = createServer((request, response) => {
      void readJson(request).then((body) => {
        requests.push({ method: request.method, url: request.url, body });
        response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
        response.end(JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const client = (url = endpoint) =>
    new LocationClient({
      endpoint: url,
      region: 'eu-west-2',
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
      // The service's host prefix ('places.') would make the SDK call places.127.0.0.1.
      disableHostPrefix: true,
      maxAttempts: 1,
    });

  it('posts the search to the index and reads the first result', async () => {
    requests.length = 0;
    reply = {
      status: 200,
      body: {
        Summary: { Text: 'M1 9AB, UK', DataSource: 'Esri' },
        Results: [{ Place: { Geometry: { Point: M1_POINT }, PostalCode: 'M1 9AB' }, Relevance: 1 }],
      },
    };
    const point = await amazonLocationGeocoder(client(), INDEX).geocodePostcode('M19AB');
    expect(point).toEqual({ latitude: 53.4794, longitude: -2.2343 });
    expect(requests).toEqual([
      {
        method: 'POST',
        url: `/places/v0/indexes/${INDEX}/search/text`,
        body: { Text: 'M1 9AB, UK', FilterCountries: ['GBR'], MaxResults: 1 },
      },
    ]);
  });

  it('maps a throttling answer to GeocodingUnavailableError', async () => {
    reply = {
      status: 429,
      body: { message: 'Rate exceeded' },
      headers: { 'x-amzn-errortype': 'ThrottlingException' },
    };
    const error = await amazonLocationGeocoder(client(), INDEX)
      .geocodePostcode('M1 9AB')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GeocodingUnavailableError);
    expect((error as Error).cause).toMatchObject({ name: 'ThrottlingException' });
  });

  it('maps a connection failure to GeocodingUnavailableError', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(
      amazonLocationGeocoder(client(`http://127.0.0.1:${port}`), INDEX).geocodePostcode('M1 9AB'),
    ).rejects.toBeInstanceOf(GeocodingUnavailableError);
  });
});
