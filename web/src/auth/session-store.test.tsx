import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from './session-store';

function Probe() {
  return <p>{useSession().status}</p>;
}

describe('useSession on the server', () => {
  const rejections: unknown[] = [];
  const record = (reason: unknown) => rejections.push(reason);
  afterEach(() => {
    process.off('unhandledRejection', record);
  });

  it('renders the anonymous page without touching window or starting the check', async () => {
    process.on('unhandledRejection', record);
    expect(typeof window).toBe('undefined');
    expect(renderToString(<Probe />)).toBe('<p>signed-out</p>');
    // A started check would fail on `window` in a microtask or a later task.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(rejections).toEqual([]);
  });
});
