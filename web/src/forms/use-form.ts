import { useState, useSyncExternalStore } from 'react';
import { createFormStore, type FormOptions } from './form-store';

export { schemaCheck, type FormCheck } from './form-store';

/**
 * The one form hook (docs/decisions/047-one-form-hook.md): a form store (form-store.ts) made
 * once per mounted form and rendered on every change. The controls stay controlled inputs, so
 * what a visitor typed before the app took over is replayed into the state like any typing.
 * The options are read once, on the first render.
 */
export function useForm<V extends object, Out = V>(options: FormOptions<V, Out>) {
  const [store] = useState(() => createFormStore(options));
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { ...store, ...state };
}

export type FormController<V extends object, Out = V> = ReturnType<typeof useForm<V, Out>>;

/** For a code field: what is typed or pasted, without spaces, dashes or letters. */
export const digitsOnly = (value: string): string => value.replace(/\D/g, '');
