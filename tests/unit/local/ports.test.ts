import { describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { reservePort, takeOverReservedServer } from '#infra/local/stage/ports';
import { LocalStageSetupError } from '#infra/local/stage/setup-error';

describe('reservePort', () => {
  it('holds a port the OS chose from the start, and refuses it to anyone else meanwhile', async () => {
    const held = await reservePort(0, 'the local stage');
    try {
      const { port } = held.address() as AddressInfo;
      expect(port).toBeGreaterThan(0);
      expect(held.listening).toBe(true);
      const error = await reservePort(port, 'the local stage').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(LocalStageSetupError);
      expect((error as Error).message).toContain(
        `Port ${port} (the local stage) is already in use`,
      );
    } finally {
      await new Promise<void>((resolve) => held.close(() => resolve()));
    }
  });

  it('gives two stages started together two different ports', async () => {
    const servers = await Promise.all(
      Array.from({ length: 8 }, () => reservePort(0, 'the local stage')),
    );
    const ports = servers.map((server) => (server.address() as AddressInfo).port);
    expect(new Set(ports).size).toBe(ports.length);
    await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  });

  it('answers 503 while the stage starts, then only the handler that takes it over answers', async () => {
    const held = await reservePort(0, 'the local stage');
    try {
      const url = `http://127.0.0.1:${(held.address() as AddressInfo).port}/api/health`;
      const starting = await fetch(url);
      expect(starting.status).toBe(503);
      expect(starting.headers.get('retry-after')).toBe('1');
      takeOverReservedServer(held, (_request, response) => response.end('ready'));
      const ready = await fetch(url);
      expect(ready.status).toBe(200);
      expect(await ready.text()).toBe('ready');
    } finally {
      held.closeAllConnections();
      await new Promise<void>((resolve) => held.close(() => resolve()));
    }
  });
});
