/** The one error shape every API response uses: `{ "error": { code, message, fields? } }`. */
export type ErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string[]> };
};

export function errorBody(
  code: string,
  message: string,
  fields?: Record<string, string[]>,
): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}
