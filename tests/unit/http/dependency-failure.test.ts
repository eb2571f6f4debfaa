import { createServer } from 'node:net';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetDynamo } from '#lambdas/platform/dynamo';
import { handler as listingDetail } from '#lambdas/handlers/listing-detail';
import { handler as listingViews } from '#lambdas/handlers/listing-views';
import { isDependencyFailure } from '#lambdas/http/dependency-failure';
import { errorResponse } from '#lambdas/http/to-response';
import { apiEvent, lambdaContext } from '../../support/api-event';

/** A port nothing listens on: the connection is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  resetDynamo();
});

describe('dependency failures answer 503 with Retry-After, not 500', () => {
  it('recognises the SDK error of a table that cannot be reached', async () => {
    const client = new DynamoDBClient({
      endpoint: `http://127.0.0.1:${await closedPort()}`,
      region: 'eu-west-2',
      credentials,
      maxAttempts: 1,
    });
    const error = await client
      .send(new GetItemCommand({ TableName: 't', Key: { PK: { S: 'x' }, SK: { S: 'y' } } }))
      .catch((caught: unknown) => caught);
    client.destroy();
    expect(isDependencyFailure(error)).toBe(true);
    const { response } = errorResponse(error);
    expect(response.statusCode).toBe(503);
    expect(response.headers).toMatchObject({ 'retry-after': '5' });
  });

  it('recognises throttling and service faults, and nothing of our own making', () => {
    const sdkError = (name: string, fault: 'client' | 'server', retryable = false) =>
      Object.assign(new Error(name), {
        name,
        $fault: fault,
        $metadata: { httpStatusCode: fault === 'server' ? 500 : 400 },
        ...(retryable ? { $retryable: {} } : {}),
      });
    expect(
      isDependencyFailure(sdkError('ProvisionedThroughputExceededException', 'client', true)),
    ).toBe(true);
    expect(isDependencyFailure(sdkError('InternalServerError', 'server'))).toBe(true);
    expect(isDependencyFailure(sdkError('SomethingNew', 'server'))).toBe(true);
    expect(isDependencyFailure(new Error('wrapped', { cause: { code: 'ECONNRESET' } }))).toBe(true);
    expect(isDependencyFailure(sdkError('ValidationException', 'client'))).toBe(false);
    expect(isDependencyFailure(sdkError('ConditionalCheckFailedException', 'client'))).toBe(false);
    expect(
      isDependencyFailure(new TypeError("Cannot read properties of undefined (reading 'x')")),
    ).toBe(false);
    expect(errorResponse(new TypeError('bug')).response.statusCode).toBe(500);
  });

  it('answers 503 from listing detail and views when DynamoDB is down', async () => {
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    vi.stubEnv('AWS_ENDPOINT_URL_DYNAMODB', `http://127.0.0.1:${await closedPort()}`);
    vi.stubEnv('AWS_REGION', 'eu-west-2');
    vi.stubEnv('AWS_ACCESS_KEY_ID', credentials.accessKeyId);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', credentials.secretAccessKey);
    vi.stubEnv('AWS_MAX_ATTEMPTS', '1');
    vi.stubEnv('TABLE_NAME', 'vanyard-test');
    resetDynamo();
    const detail = await listingDetail(
      apiEvent('GET', '/api/listings/van-1', { pathParameters: { id: 'van-1' } }),
      lambdaContext,
    );
    const views = await listingViews(
      apiEvent('POST', '/api/listings/van-1/views', { pathParameters: { id: 'van-1' } }),
      lambdaContext,
    );
    for (const response of [detail, views]) {
      expect(response.statusCode).toBe(503);
      expect(response.headers).toMatchObject({ 'retry-after': '5' });
      expect(JSON.parse(response.body ?? '')).toMatchObject({
        error: { code: 'service_unavailable' },
      });
    }
  });
});
