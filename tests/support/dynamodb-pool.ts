import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal, type RunningEmulator } from '#infra/local/stage/emulators/dynamodb';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The integration project's DynamoDB Local pool (this file), if the project has one. */
    dynamoDbPoolUrl?: string;
  }
}

/**
 * After this many test files a worker's DynamoDB Local is replaced by a fresh one: DynamoDB
 * Local keeps every stream record, even of deleted tables, and its writes slow down as they
 * pile up (decision 040: 7 s for 2,000 writes on a new emulator, 67 s on the tenth table).
 */
export const FILES_PER_EMULATOR = 4;

type Slot = {
  emulator?: Promise<RunningEmulator>;
  /** Test files served by this emulator since it started. */
  served: Set<string>;
  /** Tables each test file holds now (leased, not yet released), and its process. */
  holding: Map<string, { pid: number; tables: number }>;
};

type Request = { slot: string; file: string; pid: number };

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function body(request: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Partial<
    Record<keyof Request, unknown>
  >;
  return { slot: String(parsed.slot ?? '0'), file: String(parsed.file), pid: Number(parsed.pid) };
}

/**
 * Vitest global setup of the integration project (decision 046): one in-memory DynamoDB Local
 * per worker slot instead of one JVM start per test file. A file leases its slot's emulator
 * through startLocalTable() (tests/support/local-table.ts), makes a table of its own in it and
 * deletes it on stop. The emulator is replaced after FILES_PER_EMULATOR files, and only when no
 * file whose process is alive still holds a table in it. Files that start, stop or restart
 * DynamoDB Local themselves (local stages, emulator restarts, CLIs) are not affected.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const slots = new Map<string, Slot>();
  let starts = 0;

  async function lease({ slot: slotId, file, pid }: Request): Promise<string> {
    const slot: Slot = slots.get(slotId) ?? { served: new Set(), holding: new Map() };
    slots.set(slotId, slot);
    // A file whose process has gone holds nothing (it may have ended without stopping).
    for (const [holder, held] of slot.holding) if (!alive(held.pid)) slot.holding.delete(holder);
    const worn = !slot.served.has(file) && slot.served.size >= FILES_PER_EMULATOR;
    if (slot.emulator && worn && slot.holding.size === 0) {
      const old = slot.emulator;
      slot.emulator = undefined;
      slot.served.clear();
      await (await old).stop();
    }
    if (!slot.emulator) {
      starts += 1;
      slot.emulator = startDynamoDbLocal();
      // A failed start is not kept: the next lease tries again.
      slot.emulator.catch(() => (slot.emulator = undefined));
    }
    const { endpoint } = await slot.emulator;
    slot.served.add(file);
    const held = slot.holding.get(file);
    slot.holding.set(file, { pid, tables: (held?.tables ?? 0) + 1 });
    return endpoint;
  }

  function release({ slot: slotId, file }: Request): void {
    const slot = slots.get(slotId);
    const held = slot?.holding.get(file);
    if (!slot || !held) return;
    if (held.tables <= 1) slot.holding.delete(file);
    else held.tables -= 1;
  }

  // A slot runs one file at a time, so its leases come one after another; the chain per slot
  // keeps a replacement and a start from overlapping should two ever meet.
  const chains = new Map<string, Promise<unknown>>();
  function inTurn<T>(slotId: string, work: () => Promise<T>): Promise<T> {
    const turn = (chains.get(slotId) ?? Promise.resolve()).then(work, work);
    chains.set(
      slotId,
      turn.catch(() => undefined),
    );
    return turn;
  }

  const server = createServer((request, response) => {
    body(request)
      .then((asked) => {
        if (request.url === '/lease')
          return inTurn(asked.slot, () => lease(asked)).then((endpoint) => ({ endpoint }));
        if (request.url === '/release') return inTurn(asked.slot, async () => (release(asked), {}));
        throw new Error(`unknown pool request ${request.url}`);
      })
      .then(
        (result) => response.writeHead(200).end(JSON.stringify(result)),
        (error: unknown) => response.writeHead(500).end(String(error)),
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  project.provide('dynamoDbPoolUrl', `http://127.0.0.1:${port}`);

  return async () => {
    server.close();
    await Promise.all(
      [...slots.values()].map(async (slot) =>
        (await slot.emulator?.catch(() => undefined))?.stop(),
      ),
    );
    if (process.env.DYNAMODB_POOL_REPORT) console.log(`DynamoDB Local pool: ${starts} starts`);
  };
}
