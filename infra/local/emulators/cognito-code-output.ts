/** One code cognito-local printed instead of e-mailing it. */
export type CodeDelivery = {
  /** The Cognito operation that produced it: SignUp, ForgotPassword, ... */
  operation: string;
  username: string;
  destination: string;
  code: string;
};

// Colour codes pino-pretty adds; the escape character is the point of the pattern.
// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;]*m/g;

/**
 * cognito-local logs each code as a boxed "Confirmation Code Delivery" block (pino-pretty plus
 * boxen) on stdout, over several lines that can arrive split across chunks. This turns that
 * stream back into deliveries. The format is cognito-local 5.x's; docs/local-stage.md says so.
 */
export function createCodeOutputParser(onDelivery: (delivery: CodeDelivery) => void) {
  let pending = '';
  let block: string[] | undefined;

  const finish = (lines: string[]) => {
    const text = lines.join('\n');
    if (!text.includes('Confirmation Code Delivery')) return;
    const field = (name: string) => new RegExp(`${name}:\\s+(\\S+)`).exec(text)?.[1];
    const operation =
      /"target":"(\w+)"/.exec(text)?.[1] ?? /(\w+)\s+╭/.exec(lines[0] ?? '')?.[1] ?? 'Unknown';
    const code = field('Code');
    const destination = field('Destination');
    if (!code || !destination) return;
    onDelivery({ operation, username: field('Username') ?? destination, destination, code });
  };

  const line = (raw: string) => {
    const clean = raw.replace(ANSI, '');
    if (clean.includes('╭')) block = [];
    if (!block) return;
    block.push(clean);
    if (clean.includes('╰')) {
      finish(block);
      block = undefined;
    }
  };

  return (chunk: string | Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    lines.forEach(line);
  };
}
