import { describe, expect, it } from 'vitest';
import {
  createCodeOutputParser,
  type CodeDelivery,
} from '../../../infra/local/emulators/cognito-code-output';
import {
  verificationCodeMail,
  VERIFICATION_CODE_SUBJECT,
} from '../../../infra/local/verification-code-mail';

// What cognito-local 5.3 prints (pino-pretty + boxen), colour codes included.
const BOX = (target: string, code: string) =>
  [
    `[1795317863198] \x1b[32mINFO\x1b[39m: \x1b[36me8bd7e36 ${target} ╭───────────────────────╮`,
    '│                                                       │',
    '│   Confirmation Code Delivery                          │',
    '│                                                       │',
    '│   Username:    4b8eb30e-ce0e-4d0e-8dd3-13da987d7735   │',
    '│   Destination: a@example.com                          │',
    `│   Code:        ${code}                                 │`,
    '│                                                       │',
    `╰───────────────────────╯\x1b[39m \x1b[90m{"reqId":"e8bd7e36","target":"${target}"}\x1b[39m`,
    '',
  ].join('\n');

describe('createCodeOutputParser', () => {
  it('finds each code, even when a block arrives in pieces', () => {
    const found: CodeDelivery[] = [];
    const parse = createCodeOutputParser((delivery) => found.push(delivery));
    const output = `[1] INFO: NONE NONE Cognito Local running on http://127.0.0.1:9229\n${BOX('SignUp', '795888')}${BOX('ForgotPassword', '390150')}`;
    for (let i = 0; i < output.length; i += 37) parse(output.slice(i, i + 37));
    expect(found).toEqual([
      {
        operation: 'SignUp',
        username: '4b8eb30e-ce0e-4d0e-8dd3-13da987d7735',
        destination: 'a@example.com',
        code: '795888',
      },
      {
        operation: 'ForgotPassword',
        username: '4b8eb30e-ce0e-4d0e-8dd3-13da987d7735',
        destination: 'a@example.com',
        code: '390150',
      },
    ]);
  });

  it('ignores other output', () => {
    const found: CodeDelivery[] = [];
    createCodeOutputParser((delivery) => found.push(delivery))(
      'some log line\n╭─╮\n│ hello │\n╰─╯\n',
    );
    expect(found).toEqual([]);
  });
});

describe('verificationCodeMail', () => {
  it('addresses the code to the destination with the product subject', () => {
    const mail = verificationCodeMail({
      operation: 'SignUp',
      username: 'u',
      destination: 'a@example.com',
      code: '123456',
    });
    expect(mail).toMatchObject({ to: 'a@example.com', subject: VERIFICATION_CODE_SUBJECT });
    expect(mail.text).toContain('123456');
    expect(mail.text).toContain('finish creating your VanYard account');
    expect(
      verificationCodeMail({
        operation: 'ForgotPassword',
        username: 'u',
        destination: 'a@example.com',
        code: '1',
      }).text,
    ).toContain('reset your VanYard password');
  });
});
