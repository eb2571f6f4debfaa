import { PageDataUnavailable, type PageData, type PageDataSource } from '../../shared/page-render';
import { NotFoundError, RuleViolationError, UnavailableError } from '../domain/errors';
import { isDependencyFailure } from '../http/dependency-failure';
import { HttpError } from '../http/http-error';

type Refusal = Exclude<PageData<never>, { status: 200 }>;

/**
 * A domain or validation error as the public route answers it (lambdas/http/to-response.ts):
 * the same status, code, message and field messages. Undefined for anything the route would
 * answer with a 5xx.
 */
export function refusalOf(error: unknown): Refusal | undefined {
  if (error instanceof HttpError) {
    if (error.statusCode !== 400 && error.statusCode !== 404 && error.statusCode !== 422) {
      return undefined;
    }
    return {
      status: error.statusCode,
      error: errorFields(error.code, error.message, error.fields),
    };
  }
  if (error instanceof NotFoundError) {
    return { status: 404, error: errorFields(error.code, error.message) };
  }
  if (error instanceof RuleViolationError) {
    return { status: 422, error: errorFields(error.code, error.message, error.fields) };
  }
  return undefined;
}

function errorFields(code: string, message: string, fields?: Record<string, string[]>) {
  return fields ? { code, message, fields } : { code, message };
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
