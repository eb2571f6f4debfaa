/**
 * An UpdateItem's `SET` of these fields, with placeholder names and values (`#f0 = :v0, ...`),
 * so any field name is safe (reserved words such as `status` included).
 */
export function setFields(fields: Record<string, unknown>) {
  const entries = Object.entries(fields);
  return {
    UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name])),
    ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], i) => [`:v${i}`, value])),
  };
}
