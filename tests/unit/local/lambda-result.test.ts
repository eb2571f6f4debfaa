import { describe, expect, it } from 'vitest';
import { replyFromLambdaResult } from '#infra/local/stage/gateway/lambda-result';

describe('replyFromLambdaResult', () => {
  it('takes a structured result as given, with cookies and lower-cased headers', () => {
    const reply = replyFromLambdaResult({
      statusCode: 201,
      headers: { 'Content-Type': 'application/json', 'X-Count': 3 },
      cookies: ['a=1; Path=/', 'b=2'],
      body: '{"ok":true}',
    });
    expect(reply).toEqual({
      statusCode: 201,
      headers: { 'content-type': 'application/json', 'x-count': '3' },
      cookies: ['a=1; Path=/', 'b=2'],
      body: Buffer.from('{"ok":true}'),
    });
  });

  it('decodes base64 bodies', () => {
    const reply = replyFromLambdaResult({
      statusCode: 200,
      body: Buffer.from([1, 2, 3]).toString('base64'),
      isBase64Encoded: true,
    });
    expect(reply?.body).toEqual(Buffer.from([1, 2, 3]));
  });

  it('treats anything without statusCode as a 200 JSON body, as payload 2.0 does', () => {
    expect(replyFromLambdaResult({ items: [] })).toMatchObject({
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      body: Buffer.from('{"items":[]}'),
    });
    expect(replyFromLambdaResult('hello')?.body.toString()).toBe('hello');
  });

  it('rejects an invalid status code (API Gateway answers 500)', () => {
    expect(replyFromLambdaResult({ statusCode: 'ok' })).toBeNull();
    expect(replyFromLambdaResult({ statusCode: 99 })).toBeNull();
  });
});
