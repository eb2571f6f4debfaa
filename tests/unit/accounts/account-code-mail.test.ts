import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSiteOrigin, siteOrigin } from '#lambdas/platform/site-origin';
import { accountCodeMail, CODE_PURPOSES } from '#lambdas/account/account-code-mail';
import { handler } from '#lambdas/handlers/custom-message';
import { verificationCodeMail } from '#infra/local/stage/verification-code-mail';

const ORIGIN = 'https://vanyard.example';

function triggerEvent(triggerSource: string, email?: string): CustomMessageTriggerEvent {
  return {
    version: '1',
    region: 'eu-west-2',
    userPoolId: 'eu-west-2_abc',
    userName: 'f3a1c2d4-0000-4000-8000-000000000001',
    callerContext: { awsSdkVersion: 'aws-sdk-js-3', clientId: 'client' },
    triggerSource: triggerSource as CustomMessageTriggerEvent['triggerSource'],
    request: {
      userAttributes: email ? { email, sub: 'f3a1c2d4' } : { sub: 'f3a1c2d4' },
      codeParameter: '{####}',
      linkParameter: '{##Click Here##}',
      usernameParameter: null,
    },
    response: { smsMessage: null, emailMessage: null, emailSubject: null },
  };
}

describe('accountCodeMail', () => {
  it('words each purpose with the code, what it is for and how long it lasts', () => {
    for (const purpose of CODE_PURPOSES) {
      const mail = accountCodeMail({
        purpose,
        email: 'jo@example.org',
        code: '123456',
        siteOrigin: ORIGIN,
      });
      expect(mail.subject).toMatch(/VanYard|e-mail address/);
      expect(mail.text).toContain('Your verification code is 123456');
      expect(mail.html).toContain('<strong>123456</strong>');
      expect(mail.text).toMatch(/expires in (24 hours|one hour)/);
    }
  });

  it('links only the reset mail to /auth/update-password with the address and the code', () => {
    const reset = accountCodeMail({
      purpose: 'ForgotPassword',
      email: 'jo+vans@example.org',
      code: '654321',
      siteOrigin: `${ORIGIN}/`,
    });
    const link = `${ORIGIN}/auth/update-password#email=jo%2Bvans%40example.org&code=654321`;
    expect(reset.subject).toBe('Reset your VanYard password');
    expect(reset.text).toContain(link);
    expect(reset.html).toContain(`href="${link.replace('&', '&amp;')}"`);
    expect(reset.text).toContain('expires in one hour');
    const signUp = accountCodeMail({
      purpose: 'SignUp',
      email: 'jo@example.org',
      code: '1',
      siteOrigin: ORIGIN,
    });
    expect(signUp.subject).toBe('Confirm your VanYard account');
    expect(signUp.text).not.toContain('/auth/');
  });

  it('escapes what goes into the HTML', () => {
    const mail = accountCodeMail({
      purpose: 'ForgotPassword',
      email: '"><script>@example.org',
      code: '1',
      siteOrigin: ORIGIN,
    });
    expect(mail.html).not.toContain('<script>');
  });
});

describe('the local stage words its code mails the same way', () => {
  it('maps the Cognito operation to the purpose', () => {
    const mail = verificationCodeMail(
      {
        operation: 'ResendConfirmationCode',
        username: 'u',
        destination: 'jo@example.org',
        code: '111222',
      },
      'http://localhost:3000',
    );
    expect(mail).toMatchObject({ to: 'jo@example.org', subject: 'Confirm your VanYard account' });
    const reset = verificationCodeMail(
      { operation: 'ForgotPassword', username: 'u', destination: 'jo@example.org', code: '333444' },
      'http://localhost:3000',
    );
    expect(reset.text).toContain(
      'http://localhost:3000/auth/update-password#email=jo%40example.org&code=333444',
    );
  });
});

describe('the custom-message trigger', () => {
  beforeEach(() => {
    resetSiteOrigin();
    vi.stubEnv('SITE_ORIGIN', ORIGIN);
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    resetSiteOrigin();
  });

  it("puts Cognito's code placeholder in the reset mail and its link", async () => {
    const event = await handler(triggerEvent('CustomMessage_ForgotPassword', 'jo@example.org'));
    expect(event.response.emailSubject).toBe('Reset your VanYard password');
    expect(event.response.emailMessage).toContain('<strong>{####}</strong>');
    expect(event.response.emailMessage).toContain(
      `${ORIGIN}/auth/update-password#email=jo%40example.org&amp;code={####}`,
    );
  });

  it('words the sign-up mail', async () => {
    const event = await handler(triggerEvent('CustomMessage_SignUp', 'jo@example.org'));
    expect(event.response.emailSubject).toBe('Confirm your VanYard account');
    expect(event.response.emailMessage).toContain('{####}');
  });

  it("leaves an admin's invitation and MFA codes in Cognito's words", async () => {
    for (const source of ['CustomMessage_AdminCreateUser', 'CustomMessage_Authentication']) {
      const event = await handler(triggerEvent(source, 'jo@example.org'));
      expect(event.response).toEqual({ smsMessage: null, emailMessage: null, emailSubject: null });
    }
  });

  it("lets Cognito send its own mail when the site's origin cannot be read", async () => {
    vi.stubEnv('SITE_ORIGIN', undefined);
    vi.stubEnv('SITE_ORIGIN_PARAMETER', undefined);
    const event = await handler(triggerEvent('CustomMessage_ForgotPassword', 'jo@example.org'));
    expect(event.response.emailMessage).toBeNull();
  });
});

describe('siteOrigin', () => {
  afterEach(() => resetSiteOrigin());

  it('prefers SITE_ORIGIN, else reads the named parameter once', async () => {
    const read = vi.fn(async () => 'https://d111.cloudfront.net/');
    expect(await siteOrigin({ SITE_ORIGIN: ORIGIN }, read)).toBe(ORIGIN);
    expect(read).not.toHaveBeenCalled();
    resetSiteOrigin();
    const env = { SITE_ORIGIN_PARAMETER: '/vanyard/dev/site-origin' };
    expect(await siteOrigin(env, read)).toBe('https://d111.cloudfront.net');
    expect(await siteOrigin(env, read)).toBe('https://d111.cloudfront.net');
    expect(read).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledWith('/vanyard/dev/site-origin');
  });

  it('tries again after a failed read rather than keeping the failure', async () => {
    const env = { SITE_ORIGIN_PARAMETER: '/vanyard/dev/site-origin' };
    const read = vi
      .fn<(name: string) => Promise<string | undefined>>()
      .mockRejectedValueOnce(new Error('throttled'))
      .mockResolvedValueOnce('https://vanyard.example');
    await expect(siteOrigin(env, read)).rejects.toThrow('throttled');
    expect(await siteOrigin(env, read)).toBe('https://vanyard.example');
  });
});
