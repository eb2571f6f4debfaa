import { MESSAGE_MAX_CHARS, sendMessageBodySchema } from '#shared/messages';
import { sendMessage } from '../api/use-messages';
import { ApiError } from '../api/fetch-json';
import { schemaCheck, useForm } from '../forms/use-form';
import { Button } from '../ui/button';
import { TextInput } from '../ui/field';
import { showToast } from '../ui/toast-store';
import { MESSAGES_COPY as COPY } from './messages-copy';

/** The send box under a thread: checked with the API's own schema, cleared once sent. */
export function ReplyForm({
  conversationId,
  onSent,
}: {
  conversationId: string;
  onSent: () => void;
}) {
  const form = useForm({
    initial: { text: '' },
    check: schemaCheck(sendMessageBodySchema),
    idPrefix: 'reply',
    order: ['text'],
  });
  return (
    <form
      noValidate
      className="mt-4 border-t border-slate-200 pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(async (valid) => {
          try {
            await sendMessage(conversationId, valid.text);
            form.set('text', '');
            onSent();
          } catch (error) {
            showToast({
              title: COPY.sendFailed,
              ...(error instanceof ApiError ? { description: error.message } : {}),
              variant: 'destructive',
            });
          }
        });
      }}
    >
      <TextInput
        {...form.field('text')}
        label={COPY.yourMessage}
        rows={3}
        maxLength={MESSAGE_MAX_CHARS}
      />
      <div className="mt-3 flex justify-end">
        <Button type="submit" disabled={form.busy}>
          {form.busy ? COPY.sending : COPY.send}
        </Button>
      </div>
    </form>
  );
}
