import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PASSWORD_HINT } from '#shared/auth/password-policy';
import { NewPasswordFields } from './new-password-fields';

const binding = (name: string, error?: string) => ({ name, value: '', error, onChange: () => {} });

describe('NewPasswordFields', () => {
  const html = renderToStaticMarkup(
    <NewPasswordFields
      password={binding('newPassword')}
      confirm={binding('confirmPassword', 'Passwords do not match')}
      labels={['New password', 'Confirm new password']}
    />,
  );

  it('asks for the password twice, both as new passwords, under the labels given', () => {
    expect(html.match(/type="password"/g)).toHaveLength(2);
    expect(html.match(/autoComplete="new-password"/g)).toHaveLength(2);
    expect(html).toContain('<label for="field-newPassword"');
    expect(html).toContain('New password</label>');
    expect(html).toContain('Confirm new password</label>');
  });

  it('puts the policy under the first and each field its own message', () => {
    expect(html.indexOf(PASSWORD_HINT)).toBeGreaterThan(-1);
    expect(html.indexOf(PASSWORD_HINT)).toBeLessThan(html.indexOf('field-confirmPassword'));
    expect(html).toContain('Passwords do not match');
  });
});
