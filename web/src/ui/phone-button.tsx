import { useEffect, useRef } from 'react';
import { telHref } from '../lib/tel-href';
import type { PhoneReveal } from '../lib/use-phone-reveal';

type PhoneButtonProps = {
  phone: PhoneReveal;
  /** The seller gave no number: shown, but disabled so buyers see that there is no number to reveal. */
  disabled: boolean;
  className: string;
  /** Text before the reveal ('Show phone number', 'Call Seller'). */
  label: string;
  /** Read before the number once shown: 'Call the seller on ', 'Call the dealer on '. */
  callPrefix?: string;
};

/**
 * First click: fetches and shows the number. The button then becomes a tel: link showing it, so
 * the second click dials; focus moves to the link, so keyboard users stay in place.
 */
export function PhoneButton({
  phone,
  disabled,
  className,
  label,
  callPrefix = 'Call the seller on ',
}: PhoneButtonProps) {
  const linkRef = useRef<HTMLAnchorElement>(null);
  const wasShown = useRef(phone.status === 'shown');
  const hadFocus = useRef(false);

  useEffect(() => {
    if (phone.status === 'shown' && !wasShown.current && hadFocus.current) linkRef.current?.focus();
    wasShown.current = phone.status === 'shown';
  }, [phone.status]);

  if (phone.status === 'shown') {
    return (
      <a ref={linkRef} href={telHref(phone.phone)} className={className}>
        <span className="sr-only">{callPrefix}</span>
        {phone.phone}
      </a>
    );
  }
  return (
    <button
      type="button"
      disabled={disabled}
      aria-busy={phone.status === 'loading'}
      onClick={() => {
        hadFocus.current = true;
        phone.reveal();
      }}
      className={className}
    >
      {disabled ? 'No phone number' : phone.status === 'loading' ? 'Loading number…' : label}
    </button>
  );
}
