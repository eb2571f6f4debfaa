import type { Context } from 'aws-lambda';
import { LOCAL_REGION } from '../emulators/dynamodb';
import type { GatewayRoute } from './route-matcher';

/** What Lambda hands a handler beside the event, with this invocation's deadline. */
export function createLambdaContext(
  route: Pick<GatewayRoute, 'id'>,
  requestId: string,
  timeoutMs: number,
): Context {
  const deadline = Date.now() + timeoutMs;
  const functionName = `vanyard-local-${route.id}`;
  const unsupported = () => {
    throw new Error('Callback-style Lambda completion is not used by VanYard handlers');
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${LOCAL_REGION}:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: unsupported,
    fail: unsupported,
    succeed: unsupported,
  };
}
