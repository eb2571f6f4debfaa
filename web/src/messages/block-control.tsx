import { useState } from 'react';
import type { ThreadResponse } from '#shared/messages';
import { setBlocked } from '../api/use-messages';
import { ApiError } from '../api/fetch-json';
import { Button } from '../ui/button';
import { showToast } from '../ui/toast-store';
import { MESSAGES_COPY as COPY } from './messages-copy';

type BlockControlProps = {
  conversationId: string;
  blocked: ThreadResponse['blocked'];
  onChanged: () => void;
};

/** Block or unblock the other side; what a block means, in place of the send box. */
export function BlockControl({ conversationId, blocked, onChanged }: BlockControlProps) {
  const [busy, setBusy] = useState(false);
  async function change(block: boolean) {
    setBusy(true);
    try {
      await setBlocked(conversationId, block);
      onChanged();
    } catch (error) {
      showToast({
        title: COPY.blockFailed,
        ...(error instanceof ApiError ? { description: error.message } : {}),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
      {blocked ? (
        <p role="status" className="text-sm text-muted">
          {blocked === 'me' ? COPY.blockedByMe : COPY.blockedByThem}
        </p>
      ) : (
        <span />
      )}
      {blocked === 'them' ? null : (
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          onClick={() => void change(blocked !== 'me')}
        >
          {blocked === 'me' ? COPY.unblock : COPY.block}
        </Button>
      )}
    </div>
  );
}
