import { PASSWORD_HINT } from '#shared/auth/password-policy';
import { TextInput } from '../ui/field';

/** What useForm's `field` gives a text field. */
type FieldBinding = {
  name: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
};

type NewPasswordFieldsProps = {
  password: FieldBinding;
  confirm: FieldBinding;
  /** The two labels ('New password', 'Confirm new password'): each page words them its own way. */
  labels: readonly [password: string, confirm: string];
};

/**
 * A new password typed twice, with the password policy under the first: the browser offers to
 * generate and save it (autocomplete new-password) on both.
 */
export function NewPasswordFields({ password, confirm, labels }: NewPasswordFieldsProps) {
  return (
    <>
      <TextInput
        {...password}
        label={labels[0]}
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
      />
      <TextInput {...confirm} label={labels[1]} type="password" autoComplete="new-password" />
    </>
  );
}
