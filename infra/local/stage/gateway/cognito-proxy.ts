import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { readBody } from './read-body';
import { sendText } from './replies';

export const COGNITO_PROXY_PREFIX = '/_local/cognito';

/**
 * Cognito operations that cognito-local answers and that send the user a code by e-mail.
 * (ResendConfirmationCode, which it lacks, is a local operation: auth/resend-code.ts.)
 */
export const CODE_SENDING_OPERATIONS = ['SignUp', 'ForgotPassword'] as const;
export type CodeSendingOperation = (typeof CODE_SENDING_OPERATIONS)[number];

/** Called once cognito-local has answered a code-sending operation with success. */
export type OnCodeSent = (sent: {
  operation: CodeSendingOperation;
  request: Record<string, unknown>;
  response: Record<string, unknown>;
}) => Promise<void>;

/**
 * Whether Cognito would refuse this InitiateAuth (sign-in or token refresh), and in its words:
 * cognito-local signs in and refreshes disabled users, which Cognito refuses ('User is
 * disabled.'). Undefined lets the request through.
 */
export type RefuseAuth = (request: Record<string, unknown>) => Promise<string | undefined>;

/** An answer in Cognito's JSON protocol: the body, or `{ __type, message }` for an error. */
export type CognitoAnswer = { status: number; body: Record<string, unknown> };

/** An operation the gateway answers itself, for one cognito-local lacks. */
export type LocalOperation = (request: Record<string, unknown>) => Promise<CognitoAnswer>;

/**
 * An InitiateAuth the stage answers itself, or undefined to let it through: a refresh token the
 * hosted sign-in stand-in issued, which cognito-local never saw (decision 076).
 */
export type AnswerAuth = (request: Record<string, unknown>) => Promise<CognitoAnswer | undefined>;

export type CognitoProxyHooks = {
  onCodeSent?: OnCodeSent;
  refuseAuth?: RefuseAuth;
  answerAuth?: AnswerAuth;
  /** By operation name ('ResendConfirmationCode'). */
  localOperations?: Readonly<Record<string, LocalOperation>>;
};

function operationOf(request: IncomingMessage): string | undefined {
  const target = request.headers['x-amz-target'];
  return typeof target === 'string' ? target.split('.').pop() : undefined;
}

const isCodeSending = (operation: string | undefined): operation is CodeSendingOperation =>
  (CODE_SENDING_OPERATIONS as readonly string[]).includes(operation ?? '');

function parseJson(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Writes a Cognito JSON answer, as Amplify and the SDK read it (the error type in a header too). */
function sendCognitoAnswer(response: ServerResponse, answer: CognitoAnswer): void {
  const text = JSON.stringify(answer.body);
  const type = typeof answer.body.__type === 'string' ? answer.body.__type : undefined;
  response.writeHead(answer.status, {
    'content-type': 'application/x-amz-json-1.1',
    ...(type ? { 'x-amzn-errortype': type } : {}),
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

/**
 * Forwards `/_local/cognito/*` to cognito-local, so the browser reaches the emulator on the
 * site's own origin and port (its own port changes every start). The SPA points aws-amplify's
 * `userPoolEndpoint` here on the local stage. After a successful code-sending operation it calls
 * `onCodeSent` before answering, so the code's e-mail is in the mailbox when the page says
 * "check your e-mail" (Cognito would have sent it by then too). A local operation is answered
 * here, never forwarded.
 */
export function proxyToCognito(
  request: IncomingMessage,
  response: ServerResponse,
  cognitoEndpoint: string,
  { onCodeSent, refuseAuth, answerAuth, localOperations }: CognitoProxyHooks = {},
): void {
  const target = new URL(cognitoEndpoint);
  const path = (request.url ?? '/').slice(COGNITO_PROXY_PREFIX.length) || '/';
  const headers = { ...request.headers, host: target.host };
  const operation = operationOf(request);
  const fail = () => {
    if (!response.headersSent) sendText(response, 502, 'cognito-local is not answering.');
    else response.destroy();
  };
  /** The request to cognito-local, its answer passed through as it comes. */
  const forward = () => {
    const upstream = httpRequest(
      { hostname: target.hostname, port: target.port, method: request.method, path, headers },
      (reply) => {
        response.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(response);
      },
    );
    upstream.on('error', fail);
    return upstream;
  };

  const local = operation ? localOperations?.[operation] : undefined;
  if (local) {
    void readBody(request, 64 * 1024)
      .then(async (read) => {
        if (read.kind === 'too-large') return sendText(response, 413, 'Request too large.');
        sendCognitoAnswer(response, await local(parseJson(read.body.toString('utf8'))));
      })
      .catch(fail);
    return;
  }

  if ((refuseAuth || answerAuth) && operation === 'InitiateAuth') {
    void readBody(request, 64 * 1024)
      .then(async (read) => {
        if (read.kind === 'too-large') return sendText(response, 413, 'Request too large.');
        const parsed = parseJson(read.body.toString('utf8'));
        const answer = await answerAuth?.(parsed);
        if (answer) return sendCognitoAnswer(response, answer);
        const refusal = await refuseAuth?.(parsed);
        if (refusal) {
          // As Cognito answers it, so Amplify shows its message.
          return sendCognitoAnswer(response, {
            status: 400,
            body: { __type: 'NotAuthorizedException', message: refusal },
          });
        }
        forward().end(read.body);
      })
      .catch(fail);
    return;
  }

  if (!onCodeSent || !isCodeSending(operation)) {
    request.pipe(forward());
    return;
  }

  // A small JSON request and answer: both read whole, so the hook can see them.
  void readBody(request, 64 * 1024)
    .then((read) => {
      if (read.kind === 'too-large') return sendText(response, 413, 'Request too large.');
      const body = read.body;
      return new Promise<void>((resolve) => {
        const upstream = httpRequest(
          { hostname: target.hostname, port: target.port, method: request.method, path, headers },
          (reply) => {
            const chunks: Buffer[] = [];
            reply.on('data', (chunk: Buffer) => chunks.push(chunk));
            reply.on('end', () => {
              const answer = Buffer.concat(chunks);
              const sent =
                reply.statusCode === 200
                  ? onCodeSent({
                      operation,
                      request: parseJson(body.toString('utf8')),
                      response: parseJson(answer.toString('utf8')),
                    })
                  : Promise.resolve();
              void sent
                .catch(() => undefined)
                .finally(() => {
                  response.writeHead(reply.statusCode ?? 502, reply.headers);
                  response.end(answer);
                  resolve();
                });
            });
          },
        );
        upstream.on('error', () => {
          fail();
          resolve();
        });
        upstream.end(body);
      });
    })
    .catch(fail);
}
