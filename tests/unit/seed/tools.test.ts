import { describe, expect, it } from 'vitest';
import { BoundedRunner } from '#infra/local/concurrency';
import { askingPrice } from '#infra/local/demo-data/pricing';
import { createProgressBar, progressLine } from '#infra/local/cli/progress-bar';
import { Rng, hashId } from '#infra/local/demo-data/random';

describe('Rng', () => {
  it('repeats for the same seed and stays in range', () => {
    const a = new Rng('x', 1);
    const b = new Rng('x', 1);
    const values = Array.from({ length: 1000 }, () => a.next());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b.next()));
    for (const v of values) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(1);
    }
    const ints = Array.from({ length: 1000 }, () => a.int(3, 10));
    expect(Math.min(...ints)).toBe(3);
    expect(Math.max(...ints)).toBe(10);
  });

  it('makes ids of the asked length', () => {
    expect(hashId(16, 'a', 1)).toMatch(/^[0-9a-z]{16}$/);
    expect(hashId(16, 'a', 1)).not.toBe(hashId(16, 'a', 2));
  });
});

describe('askingPrice', () => {
  it('ends like a real advert', () => {
    const rng = new Rng('prices');
    for (let i = 0; i < 500; i++) {
      const trade = askingPrice(rng, rng.range(800, 60_000), 'trade_dealer', 1.25);
      const priv = askingPrice(rng, rng.range(800, 60_000), 'private_seller', 1.1);
      for (const price of [trade, priv]) {
        expect(
          price % 50 === 0 || price % 100 === 95 || price % 100 === 99 || price % 1000 === 995,
        ).toBe(true);
      }
    }
  });
});

describe('BoundedRunner', () => {
  it('never runs more than its limit at once', async () => {
    const runner = new BoundedRunner(3);
    let active = 0;
    let peak = 0;
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        runner.run(async () => {
          active++;
          peak = Math.max(peak, active);
          await new Promise((resolve) => setTimeout(resolve, 1 + (i % 3)));
          active--;
        }),
      ),
    );
    for (let i = 0; i < 10; i++) {
      await runner.submit(async () => {
        active++;
        peak = Math.max(peak, active);
        await new Promise((resolve) => setTimeout(resolve, 2));
        active--;
      });
    }
    await runner.drain();
    expect(peak).toBe(3);
  });

  it('reports the first failure from drain and refuses new work', async () => {
    const runner = new BoundedRunner(2);
    await runner.submit(async () => {
      throw new Error('boom');
    });
    await expect(runner.drain()).rejects.toThrow('boom');
    await expect(runner.submit(async () => undefined)).rejects.toThrow('boom');
  });
});

describe('progress bar', () => {
  it('shows count, percent, rate and ETA', () => {
    expect(progressLine(50, 200, 10_000, 10)).toBe('[###-------] 50/200  25% 5/s ETA 30s');
  });

  it('prints every 10% when not on a terminal', () => {
    const lines: string[] = [];
    const bar = createProgressBar({ isTTY: false, write: (text) => lines.push(text) }, () => 0);
    for (let done = 0; done <= 1000; done += 25) bar.update(done, 1000);
    expect(lines.length).toBe(11);
    expect(lines.at(-1)).toContain('1,000/1,000 100%');
  });
});
