import type { ConsumedCapacity } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** Capacity consumed since the meter was made or last taken. */
export type CapacityUsed = {
  readUnits: number;
  writeUnits: number;
  /** Write units by index name ('table' for the base table), when DynamoDB reports them. */
  writeUnitsByIndex: Record<string, number>;
  /** Each read request's units, in order. */
  readRequests: number[];
  /** Each write request's units, in order. */
  writeRequests: number[];
};

const READS = new Set([
  'GetItemCommand',
  'QueryCommand',
  'ScanCommand',
  'BatchGetItemCommand',
  'TransactGetItemsCommand',
]);

let meters = 0;

/**
 * Measures what a document client consumes: SDK middleware asks DynamoDB for the consumed
 * capacity of every call (`ReturnConsumedCapacity: INDEXES`) and sums it, so the data
 * functions measured need no parameter for it (the benchmark, docs/performance.md, and tests).
 * `minimumReadUnits` counts each read as at least that much: DynamoDB Local reports 0 for a
 * read that finds nothing, where DynamoDB bills 0.5 RCU. `stop()` removes the middleware.
 */
export function meterCapacity(
  client: DynamoDBDocumentClient,
  options: { minimumReadUnits?: number } = {},
): CapacityMeter {
  const name = `consumedCapacityMeter${++meters}`;
  let used = empty();
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as Record<string, unknown>;
      input.ReturnConsumedCapacity = 'INDEXES';
      const result = await next(args);
      const output = result.output as { ConsumedCapacity?: ConsumedCapacity | ConsumedCapacity[] };
      const consumed = [output.ConsumedCapacity ?? []].flat();
      const units = consumed.reduce((sum, c) => sum + (c.CapacityUnits ?? 0), 0);
      if (READS.has(context.commandName ?? '')) {
        const billed = Math.max(units, options.minimumReadUnits ?? 0);
        used.readUnits += billed;
        used.readRequests.push(billed);
      } else {
        used.writeUnits += units;
        used.writeRequests.push(units);
        for (const c of consumed) {
          add(used.writeUnitsByIndex, 'table', c.Table?.CapacityUnits);
          for (const [index, indexUnits] of Object.entries(c.GlobalSecondaryIndexes ?? {})) {
            add(used.writeUnitsByIndex, index, indexUnits.CapacityUnits);
          }
        }
      }
      return result;
    },
    { step: 'initialize', name },
  );
  return {
    take: () => {
      const taken = used;
      used = empty();
      return taken;
    },
    stop: () => {
      client.middlewareStack.remove(name);
    },
  };
}

export type CapacityMeter = { take: () => CapacityUsed; stop: () => void };

function empty(): CapacityUsed {
  return {
    readUnits: 0,
    writeUnits: 0,
    writeUnitsByIndex: {},
    readRequests: [],
    writeRequests: [],
  };
}

function add(sums: Record<string, number>, name: string, units: number | undefined): void {
  if (units) sums[name] = (sums[name] ?? 0) + units;
}
