import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AuthFooter, AuthForm } from './auth-card';

const render = (busy: boolean) =>
  renderToStaticMarkup(
    <AuthForm onSubmit={async () => {}} busy={busy} submit="Sign In" busyText="Signing in...">
      <input name="email" />
    </AuthForm>,
  );

describe('AuthForm', () => {
  it('is a form without the browser checks, its fields, then the submit button', () => {
    expect(render(false)).toMatch(
      /^<form noValidate="" class="space-y-4"><input name="email"\/><button type="submit" class="[^"]*w-full">Sign In<\/button><\/form>$/,
    );
  });

  it('says what is happening and takes no second press while it is sent', () => {
    expect(render(true)).toMatch(
      /<button type="submit" disabled="" class="[^"]*">Signing in...<\/button>/,
    );
  });
});

describe('AuthFooter', () => {
  it('is the centred line under the card', () => {
    expect(renderToStaticMarkup(<AuthFooter>Remembered it?</AuthFooter>)).toBe(
      '<p class="mt-6 text-center text-sm text-muted">Remembered it?</p>',
    );
  });
});
