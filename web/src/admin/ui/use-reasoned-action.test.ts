import { afterEach, describe, expect, it } from 'vitest';
import { toastStore } from '../../ui/toast-store';
import { runReasonedAction, type ReasonedAction } from './use-reasoned-action';

type Row = { id: string };

function recorder(fail?: Error) {
  const steps: string[] = [];
  const unsubscribe = toastStore.subscribe(() => {
    const last = toastStore.getToasts().at(-1);
    if (last) steps.push(`toast ${last.title}`);
  });
  const action: ReasonedAction<Row> = {
    call: async (row, reason) => {
      steps.push(`call ${row.id} ${reason}`);
      if (fail) throw fail;
    },
    toasts: {
      done: { title: 'Boost ended' },
      failed: (error) => ({ title: `Failed: ${(error as Error).message}` }),
    },
  };
  const after = {
    refresh: async () => void steps.push('refresh'),
    close: () => void steps.push('close'),
  };
  return { steps, action, after, unsubscribe };
}

let cleanup = () => {};
afterEach(() => cleanup());

describe('runReasonedAction', () => {
  it('calls with the reason, toasts, reads the lists again and only then closes', async () => {
    const { steps, action, after, unsubscribe } = recorder();
    cleanup = unsubscribe;
    await expect(runReasonedAction(action, { id: 'a1' }, 'Paid twice', after)).resolves.toBe(true);
    expect(steps).toEqual(['call a1 Paid twice', 'toast Boost ended', 'refresh', 'close']);
  });

  it('on a refusal shows the failure toast and leaves the dialog open', async () => {
    const { steps, action, after, unsubscribe } = recorder(new Error('409'));
    cleanup = unsubscribe;
    await expect(runReasonedAction(action, { id: 'a1' }, 'x', after)).resolves.toBe(false);
    expect(steps).toEqual(['call a1 x', 'toast Failed: 409']);
  });
});
