import { afterEach, describe, expect, it } from 'vitest';
import {
  startLambdaInvokeEndpoint,
  type LambdaInvokeEndpoint,
} from '#infra/local/stage/lambda-invoke-endpoint';

let endpoint: LambdaInvokeEndpoint | undefined;
afterEach(async () => {
  await endpoint?.stop();
  endpoint = undefined;
});

const invoke = (name: string, payload: unknown) =>
  fetch(`${endpoint!.url}/2015-03-31/functions/${name}/invocations`, {
    method: 'POST',
    body: JSON.stringify(payload),
  });

describe('the local Lambda Invoke endpoint (cognito-local triggers)', () => {
  it("answers with the function's result, as Lambda does", async () => {
    endpoint = await startLambdaInvokeEndpoint({
      functions: { echo: async (event) => ({ ...(event as object), response: {} }) },
      log: () => undefined,
    });
    const response = await invoke('echo', { triggerSource: 'PostConfirmation_ConfirmSignUp' });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-amz-function-error')).toBeNull();
    expect(await response.json()).toEqual({
      triggerSource: 'PostConfirmation_ConfirmSignUp',
      response: {},
    });
  });

  it('reports a thrown error as an unhandled function error, and an unknown function as 404', async () => {
    const lines: string[] = [];
    endpoint = await startLambdaInvokeEndpoint({
      functions: {
        broken: async () => {
          throw new TypeError('no table');
        },
      },
      log: (line) => lines.push(line),
    });
    const failed = await invoke('broken', {});
    expect(failed.status).toBe(200);
    expect(failed.headers.get('x-amz-function-error')).toBe('Unhandled');
    expect(await failed.json()).toEqual({ errorType: 'TypeError', errorMessage: 'no table' });
    expect(lines.join('\n')).toContain('no table');
    expect((await invoke('missing', {})).status).toBe(404);
  });
});
