/**
 * Orders DynamoDB Streams sequence numbers: decimal strings that grow with each change to an
 * item (DynamoDB Local pads them with zeros, AWS does not), too long for a JS number.
 */
export function compareSequenceNumbers(a: string, b: string): number {
  const x = a.replace(/^0+/, '');
  const y = b.replace(/^0+/, '');
  if (x.length !== y.length) return x.length - y.length;
  return x < y ? -1 : x > y ? 1 : 0;
}
