import { PageDataUnavailable, type PageData, type PageDataSource } from '#shared/page-render';
import { UnavailableError } from '../platform/errors';
import { isDependencyFailure } from '../http/dependency-failure';
import { refusalResult } from '../http/to-response';

type Refusal = Exclude<PageData<never>, { status: 200 }>;

/**
 * A domain or validation error as the public route answers it (lambdas/http/to-response.ts,
 * refusalResult): the same status, code, message and field messages. Undefined for anything
 * else, and for a refusal a page does not take (a page reads only 400, 404 and 422).
 */
export function refusalOf(error: unknown): Refusal | undefined {
  const refusal = refusalResult(error);
  if (!refusal) return undefined;
  const { status, body } = refusal;
  if (status !== 400 && status !== 404 && status !== 422) return undefined;
  return { status, error: body.error };
}

/**
 * Runs one port method's work: its data, its refusal, PageDataUnavailable when a dependency
 * failed (or the domain said it cannot serve now), and any other error as it is, a bug the
 * renderer logs before it serves the same 503 shell.
 */
export async function answer<T>(
  source: keyof PageDataSource,
  work: () => Promise<T>,
): Promise<PageData<T>> {
  try {
    return { status: 200, data: await work() };
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) return refusal;
    if (error instanceof UnavailableError || isDependencyFailure(error)) {
      throw new PageDataUnavailable(source, { cause: error });
    }
    throw error;
  }
}

/**
 * The query as API Gateway's payload 2.0 hands it to a handler: repeated keys joined by commas,
 * an empty key dropped, and nothing at all when there is no parameter.
 */
export function queryParameters(search: URLSearchParams): Record<string, string> {
  const parameters: Record<string, string> = {};
  for (const [key, value] of search) {
    if (key === '') continue;
    parameters[key] = key in parameters ? `${parameters[key]},${value}` : value;
  }
  return parameters;
}
