import {
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, expect } from 'vitest';
import { madeByListingWriter } from '#lambdas/listing/listing-writer';
import { isListingItemKey } from '#shared/table-keys';

/*
 * The run-time half of the one-listing-writer guard (decision 043; the static half is
 * tests/unit/lambdas/one-listing-writer.test.ts). While a file runs, every write any document
 * client sends is looked at: each request that puts, updates or deletes a listing item
 * (`LISTING#{id}` / `LISTING`) must carry the item or key the listing writer built
 * (lambdas/listing/), wherever the command is sent from (the writer's own send, a caller's
 * transaction, the batch writer). A test may still write a fixture itself: a request sent
 * straight from a file under tests/ is let through, as it is no product code.
 */

type Request = { kind: 'put' | 'update' | 'delete'; target: Record<string, unknown> };

/** The listing item requests of a write command: the Put's item, the Update's or Delete's key. */
export function listingRequestsOf(command: unknown): Request[] {
  const requests: Request[] = [];
  const add = (kind: Request['kind'], target: unknown) => {
    if (typeof target !== 'object' || target === null) return;
    const { PK, SK } = target as { PK?: unknown; SK?: unknown };
    if (isListingItemKey(String(PK), String(SK))) {
      requests.push({ kind, target: target as Record<string, unknown> });
    }
  };
  if (command instanceof PutCommand) add('put', command.input.Item);
  else if (command instanceof UpdateCommand) add('update', command.input.Key);
  else if (command instanceof DeleteCommand) add('delete', command.input.Key);
  else if (command instanceof TransactWriteCommand) {
    for (const item of command.input.TransactItems ?? []) {
      add('put', item.Put?.Item);
      add('update', item.Update?.Key);
      add('delete', item.Delete?.Key);
    }
  } else if (command instanceof BatchWriteCommand) {
    for (const requestsOfTable of Object.values(command.input.RequestItems ?? {})) {
      for (const request of requestsOfTable) {
        add('put', request.PutRequest?.Item);
        add('delete', request.DeleteRequest?.Key);
      }
    }
  }
  return requests;
}

/** The file that called `send`: the first stack frame outside this file and node_modules. */
export function senderOf(stack: string | undefined): string | undefined {
  const frames = (stack ?? '').split('\n').slice(1);
  for (const frame of frames) {
    const path = /\(?((?:file:\/\/)?\/[^():]+):\d+:\d+\)?$/.exec(frame.trim())?.[1];
    if (!path || path.includes('/node_modules/') || path.endsWith('listing-write-guard.ts')) {
      continue;
    }
    return path.replace(/^file:\/\//, '');
  }
  return undefined;
}

/** Why a write is not the writer's, or undefined when it is (or is a test's own fixture). */
export function strayWrite(command: unknown, sender: string | undefined): string | undefined {
  const fixture = sender !== undefined && /\/tests\//.test(sender);
  const stray = listingRequestsOf(command).filter(
    (request) => !fixture && !madeByListingWriter(request.target),
  );
  if (stray.length === 0) return undefined;
  const [{ kind, target }] = stray as [Request];
  return `${sender ?? 'an unknown file'} sent a ${kind} of listing item ${String(target.PK)} that lambdas/listing/ did not build`;
}

/**
 * Guards this file's tests: every document client's `send` checks its command first and
 * refuses a stray write of a listing item (it is never sent), and after the file the guard
 * asserts that it saw none, and that it did see the writer write (so it cannot pass vacuously).
 */
export function guardListingWrites(): void {
  const prototype = DynamoDBDocumentClient.prototype as unknown as {
    send: (...args: unknown[]) => unknown;
  };
  const hadOwn = Object.prototype.hasOwnProperty.call(prototype, 'send');
  const original = prototype.send;
  const strays: string[] = [];
  let writerWrites = 0;
  beforeAll(() => {
    prototype.send = function guardedSend(this: unknown, ...args: unknown[]) {
      const [command] = args;
      const stray = strayWrite(command, senderOf(new Error().stack));
      if (stray) {
        strays.push(stray);
        return Promise.reject(new Error(`One listing writer (decision 043): ${stray}`));
      }
      writerWrites += listingRequestsOf(command).filter((r) =>
        madeByListingWriter(r.target),
      ).length;
      return original.apply(this, args);
    };
  });
  afterAll(() => {
    if (hadOwn) prototype.send = original;
    else delete (prototype as { send?: unknown }).send;
    expect(strays).toEqual([]);
    expect(writerWrites).toBeGreaterThan(0);
  });
}
