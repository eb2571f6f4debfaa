import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useStoredValue } from './browser-storage';
import { useHydrated } from './use-hydrated';

function Probe() {
  const hydrated = useHydrated();
  const local = useStoredValue('vanyard.buyer-postcode');
  const session = useStoredValue('scroll', 'session');
  return <p>{`${hydrated}|${local}|${session}`}</p>;
}

// Node has no window: touching it while rendering would throw.
describe('browser-only values on the server', () => {
  it('are not hydrated and have nothing stored', () => {
    expect(typeof window).toBe('undefined');
    expect(renderToString(<Probe />)).toBe('<p>false|null|null</p>');
  });
});
