import type { ReactNode } from 'react';
import { pageTitle } from '../lib/site';
import { PageHead } from '../lib/page-head';
import { buttonClass } from '../ui/button';

type AuthCardProps = {
  title: string;
  description: string;
  /** A sentence under the title. */
  lead?: ReactNode;
  /** A column beside the card from 1024 px (the sign-in page's benefits). */
  aside?: ReactNode;
  children: ReactNode;
};

/** The frame of the sign-in, registration and password pages. */
export function AuthCard({ title, description, lead, aside, children }: AuthCardProps) {
  return (
    <div className="bg-brand-50">
      <PageHead title={pageTitle(title)} description={description} robots="noindex" />
      <div
        className={`container-page grid gap-10 py-10 sm:py-16 ${aside ? 'lg:grid-cols-[minmax(0,28rem)_minmax(0,1fr)] lg:items-start' : 'max-w-lg'}`}
      >
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
          {lead ? <p className="mt-2 text-muted">{lead}</p> : null}
          <div className="mt-6">{children}</div>
        </div>
        {aside}
      </div>
    </div>
  );
}

export const TEXT_LINK = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

type AuthFormProps = {
  onSubmit: () => Promise<unknown>;
  busy: boolean;
  /** The submit button's words, and what it says while the form is sent. */
  submit: string;
  busyText: string;
  children: ReactNode;
};

/**
 * The form of an account page: the browser's own checks off (the form's messages say more), its
 * fields, and a full-width submit button that says what is happening while it is sent.
 */
export function AuthForm({ onSubmit, busy, submit, busyText, children }: AuthFormProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => (event.preventDefault(), void onSubmit())}
      className="space-y-4"
    >
      {children}
      <button type="submit" disabled={busy} className={buttonClass({ size: 'lg', block: true })}>
        {busy ? busyText : submit}
      </button>
    </form>
  );
}

/** The line under an account page's card: where to go instead (sign in, sign up, a new code). */
export function AuthFooter({ children }: { children: ReactNode }) {
  return <p className="mt-6 text-center text-sm text-muted">{children}</p>;
}
