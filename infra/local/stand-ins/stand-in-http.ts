import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

/** A request's whole body as text. */
export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** Anything that answers its own paths and says whether it did. */
export type StandIn = { handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> };

/** Stand-ins as one server's listener (tests): 404 for a path none of them answers. */
export function standInListener(...standIns: StandIn[]): RequestListener {
  return (req, res) => {
    void (async () => {
      for (const standIn of standIns) if (await standIn.handle(req, res)) return;
      sendJson(res, 404, { message: 'Not Found' });
    })();
  };
}
