import { Button } from './button';
import { INLINE_ALERT } from './styles';

type RetryAlertProps = {
  /** What could not be loaded ('Could not load listings'): the alert's first words. */
  message: string;
  onRetry: () => void;
  /** Extra classes: a margin. */
  className?: string;
};

/** Something a page needs could not be loaded: an alert that says what, with a way to try again. */
export function RetryAlert({ message, onRetry, className }: RetryAlertProps) {
  return (
    <div role="alert" className={className ? `${INLINE_ALERT} ${className}` : INLINE_ALERT}>
      <p className="font-semibold">{message}</p>
      <Button variant="secondary" onClick={onRetry} className="mt-3">
        Try again
      </Button>
    </div>
  );
}
