import { useEffect, useRef, type FormEvent } from 'react';
import { changePasswordSchema } from '#shared/auth/forms';
import { loadAuth } from '../auth/auth-client';
import { trapTab } from '../ui/trap-tab';
import { TextInput } from '../ui/field';
import { NewPasswordFields } from '../forms/new-password-fields';
import { schemaCheck, useForm } from '../forms/use-form';
import { showToast } from '../ui/toast-store';
import { PASSWORD_CHANGE_MESSAGES, passwordChangeFailure } from './password-change';
import { buttonClass } from '../ui/button';

type ChangePasswordDialogProps = {
  /** Called once the dialog has closed (Escape, Cancel or a saved password). */
  onClose: () => void;
  /** The session has expired: the page says so beside the button. */
  onSessionExpired: () => void;
};

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The Change Password modal on the native <dialog>: opened with showModal as it mounts (so each
 * opening starts with empty fields), the page behind is inert, Tab stays inside, Escape and
 * Cancel close it (not while saving). The opener gets the focus back through `onClose`.
 */
export function ChangePasswordDialog({ onClose, onSessionExpired }: ChangePasswordDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const form = useForm({ initial: EMPTY, check: schemaCheck(changePasswordSchema) });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    document.getElementById('field-currentPassword')?.focus();
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    void form.submit(async ({ currentPassword, newPassword }) => {
      try {
        await (await loadAuth()).changePassword(currentPassword, newPassword);
      } catch (error) {
        const failure = passwordChangeFailure(error);
        // Cognito's answer about a password shows under that field, until it is changed.
        if (failure.kind === 'wrong-current') {
          form.showErrors({ currentPassword: PASSWORD_CHANGE_MESSAGES.wrongCurrent });
        } else if (failure.kind === 'weak-new') {
          form.showErrors({ newPassword: PASSWORD_CHANGE_MESSAGES.weakNew });
        } else if (failure.kind === 'session-expired') {
          onSessionExpired();
          showToast({
            title: 'Error',
            description: PASSWORD_CHANGE_MESSAGES.sessionExpired,
            variant: 'destructive',
          });
        } else {
          showToast({ title: 'Error', description: failure.description, variant: 'destructive' });
        }
        return;
      }
      showToast({ title: 'Success', description: PASSWORD_CHANGE_MESSAGES.success });
      dialogRef.current?.close();
    });
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="change-password-title"
      aria-describedby="change-password-lead"
      onKeyDown={trapTab}
      // Escape: not while the change is being sent.
      onCancel={(event) => {
        if (form.busy) event.preventDefault();
      }}
      onClose={onClose}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(30rem,calc(100vw-2rem))] max-w-none overflow-y-auto rounded-xl border-0 bg-white p-5 text-ink shadow-2xl backdrop:bg-black/50 sm:p-6"
    >
      <h2 id="change-password-title" className="text-xl font-bold tracking-tight text-ink">
        Change Password
      </h2>
      <p id="change-password-lead" className="mt-1 text-muted">
        Enter your current password, then choose a new one.
      </p>
      <form noValidate onSubmit={submit} className="mt-5 grid gap-5">
        <TextInput
          {...form.field('currentPassword')}
          label="Current Password"
          type="password"
          autoComplete="current-password"
        />
        <NewPasswordFields
          password={form.field('newPassword')}
          confirm={form.field('confirmPassword')}
          labels={['New Password', 'Confirm New Password']}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            disabled={form.busy}
            onClick={() => dialogRef.current?.close()}
            className={buttonClass({ variant: 'secondary' })}
          >
            Cancel
          </button>
          <button type="submit" aria-disabled={form.busy || undefined} className={buttonClass()}>
            {form.busy ? 'Updating...' : 'Update Password'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
