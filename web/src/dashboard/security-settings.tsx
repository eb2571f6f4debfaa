import { useRef, useState } from 'react';
import { ChangePasswordDialog } from './change-password-dialog';
import { CARD_LEAD } from '../ui/styles';
import { PASSWORD_CHANGE_MESSAGES } from './password-change';
import { buttonClass } from '../ui/button';
import { Card } from '../ui/card';

/** Security Settings: the Change Password button and its dialog. */
export function SecuritySettings() {
  const [open, setOpen] = useState(false);
  const [sessionExpired, setSessionExpired] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  return (
    <Card headingId="security-settings" title="Security Settings">
      <p className={CARD_LEAD}>Change the password you use to sign in to VanYard.</p>
      {sessionExpired ? (
        <p
          role="alert"
          className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          {PASSWORD_CHANGE_MESSAGES.mustSignIn}: your session has expired. Please sign out and sign
          in again.
        </p>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={`${buttonClass()} mt-5 w-full sm:w-auto`}
      >
        Change Password
      </button>
      {open ? (
        <ChangePasswordDialog onClose={close} onSessionExpired={() => setSessionExpired(true)} />
      ) : null}
    </Card>
  );
}
