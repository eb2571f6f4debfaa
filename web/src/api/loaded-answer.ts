import type { ResponseOf } from '#shared/api/contract';
import type { PageData } from '#shared/page-render';
import { readAnswer, type Callable } from './client';
import { ApiError } from './fetch-json';

/**
 * A public route's answer as a route loader hands it to its page
 * (docs/decisions/041-page-loaders.md): the data as callApi would parse it, or the fields of the
 * route's refusal, which survive the page's JSON payload where an ApiError would not.
 */
export type LoadedAnswer<T> =
  { data: T } | { error: { status: number; code: string; message: string } };

/** The data port's answer for `contract`, read as the browser's first fetch would read it. */
export function loadedAnswer<C extends Callable>(
  contract: C,
  answer: PageData<unknown>,
): LoadedAnswer<ResponseOf<C>> {
  if (answer.status === 200) return { data: readAnswer(contract, answer.data) as ResponseOf<C> };
  const { code, message } = answer.error;
  return { error: { status: answer.status, code, message } };
}

/** The refusal as the page's hook would have thrown it. */
export function answerError(answer: LoadedAnswer<unknown>): ApiError | undefined {
  if (!('error' in answer)) return undefined;
  const { status, code, message } = answer.error;
  return new ApiError(status, code, message);
}
