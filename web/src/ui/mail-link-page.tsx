import { useState } from 'react';
import { PageHead } from '../lib/page-head';
import { pageTitle } from '../lib/site';
import { Button } from './button';
import { Card } from './card';
import { PageShell } from './page-shell';
import { INLINE_ALERT } from './styles';

type State =
  | { kind: 'asking' }
  | { kind: 'busy' }
  | { kind: 'done'; message: string }
  | { kind: 'refused'; message: string };

export type MailLinkPageText = {
  heading: string;
  metaDescription: string;
  /** What the button will do, asked before it does it. */
  lead: string;
  confirm: string;
  busy: string;
  /** The link on after an answer: the page where the same thing is managed. */
  manage: string;
};

type MailLinkPageProps = {
  text: MailLinkPageText;
  manageHref: string;
  /** The action the e-mail's link stands for; resolves to the sentence that says it was done. */
  act: () => Promise<string>;
  /** The words of a refusal (the server's own for a 4xx), shown as an alert. */
  refusal: (error: unknown) => string;
};

/**
 * The page a link in an e-mail opens (an alert's unsubscribe, a listing's renewal): no sign-in,
 * the link's signed token says what it is about. A button, not the visit itself, acts, so a mail
 * scanner opening the link changes nothing; then it says what happened, or why not.
 */
export function MailLinkPage({ text, manageHref, act, refusal }: MailLinkPageProps) {
  const [state, setState] = useState<State>({ kind: 'asking' });

  async function run() {
    setState({ kind: 'busy' });
    try {
      setState({ kind: 'done', message: await act() });
    } catch (error) {
      setState({ kind: 'refused', message: refusal(error) });
    }
  }

  return (
    <>
      <PageHead
        title={pageTitle(text.heading)}
        description={text.metaDescription}
        robots="noindex"
      />
      <PageShell title={text.heading}>
        <Card className="mt-6 max-w-2xl">
          {state.kind === 'done' ? (
            <p role="status">{state.message}</p>
          ) : state.kind === 'refused' ? (
            <p role="alert" className={INLINE_ALERT}>
              {state.message}
            </p>
          ) : (
            <>
              <p>{text.lead}</p>
              <Button
                className="mt-4"
                aria-disabled={state.kind === 'busy' || undefined}
                onClick={() => {
                  if (state.kind !== 'busy') void run();
                }}
              >
                {state.kind === 'busy' ? text.busy : text.confirm}
              </Button>
            </>
          )}
          {state.kind === 'done' || state.kind === 'refused' ? (
            <Button href={manageHref} variant="secondary" className="mt-4">
              {text.manage}
            </Button>
          ) : null}
        </Card>
      </PageShell>
    </>
  );
}
