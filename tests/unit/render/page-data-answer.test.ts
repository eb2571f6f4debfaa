import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  NotFoundError,
  RuleViolationError,
  UnavailableError,
} from '#lambdas/platform/errors';
import { badRequest, HttpError } from '#lambdas/http/http-error';
import { errorResponse } from '#lambdas/http/to-response';
import { answer, queryParameters, refusalOf } from '#lambdas/render/page-data-answer';
import { PageDataUnavailable } from '#shared/page-render';

/** The route's own HTTP answer to an error (lambdas/http/to-response.ts), as status and body. */
function httpAnswer(error: unknown) {
  const { response } = errorResponse(error);
  return { status: response.statusCode, body: JSON.parse(String(response.body)) };
}

describe('refusalOf', () => {
  it.each([
    [
      'a validation failure',
      badRequest('The query parameters are not valid.', { 'query.x': ['Bad'] }),
    ],
    ['a not-found listing', new NotFoundError('This van could not be found.')],
    [
      'a rule the request breaks',
      new RuleViolationError('Could not find coordinates', undefined, 'postcode_not_found'),
    ],
    ['a rule with fields', new RuleViolationError('Bad', { postcode: ['Unknown'] })],
  ])('answers %s with the status, code, message and fields the route sends', (_, error) => {
    const refusal = refusalOf(error);
    expect(refusal).toBeDefined();
    expect({ status: refusal!.status, body: { error: refusal!.error } }).toEqual(httpAnswer(error));
  });

  it.each([
    ['an outage', new UnavailableError('warming')],
    ['a conflict, which no public GET gives', new ConflictError('no')],
    ['an HTTP error the page cannot hold', new HttpError(429, 'too_many_requests', 'slow')],
    ['a bug', new TypeError('x is undefined')],
  ])('is no refusal for %s', (_, error) => {
    expect(refusalOf(error)).toBeUndefined();
  });
});

describe('answer', () => {
  it('wraps the data with status 200', async () => {
    expect(await answer('featured', async () => ({ items: [] }))).toEqual({
      status: 200,
      data: { items: [] },
    });
  });

  it('returns a refusal rather than throwing it', async () => {
    await expect(
      answer('listing', async () => {
        throw new NotFoundError('This van could not be found.');
      }),
    ).resolves.toEqual({
      status: 404,
      error: { code: 'not_found', message: 'This van could not be found.' },
    });
  });

  it('throws PageDataUnavailable for a failed dependency or an UnavailableError, keeping the cause', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const throttled = Object.assign(new Error('slow down'), {
      name: 'ProvisionedThroughputExceededException',
      $metadata: {},
      $retryable: { throttling: true },
    });
    for (const cause of [refused, throttled, new UnavailableError('warming')]) {
      const failure = await answer('search', async () => {
        throw cause;
      }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(PageDataUnavailable);
      expect((failure as PageDataUnavailable).source).toBe('search');
      expect((failure as Error).cause).toBe(cause);
    }
  });

  it('lets any other error through as it is (a bug, logged by the renderer)', async () => {
    const bug = new TypeError('x is undefined');
    await expect(
      answer('settings', async () => {
        throw bug;
      }),
    ).rejects.toBe(bug);
  });
});

describe('queryParameters', () => {
  it('joins repeated keys with commas and drops an empty key, as payload 2.0 does', () => {
    expect(queryParameters(new URLSearchParams('features=a&features=b&=x&make=ford'))).toEqual({
      features: 'a,b',
      make: 'ford',
    });
    expect(queryParameters(new URLSearchParams(''))).toEqual({});
  });
});
