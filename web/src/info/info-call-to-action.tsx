import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../ui/button';

type CtaLink = { to: string; label: string };

type InfoCallToActionProps = {
  /** The h2 of the band, and its accessible name. */
  heading: string;
  headingId: string;
  children?: ReactNode;
  primary: CtaLink;
  secondary?: CtaLink;
};

/**
 * A dark band that closes a page with one strong action (amber on brand blue, dark text on the
 * amber, 10:1) and an optional quieter one.
 */
export function InfoCallToAction({
  heading,
  headingId,
  children,
  primary,
  secondary,
}: InfoCallToActionProps) {
  return (
    <section
      aria-labelledby={headingId}
      className="on-dark mt-12 rounded-2xl bg-gradient-to-br from-brand-800 to-brand-900 px-6 py-8 text-white sm:mt-16 sm:px-10 sm:py-10"
    >
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
        {heading}
      </h2>
      {children ? (
        <div className="mt-3 max-w-2xl text-lg leading-8 text-brand-100">{children}</div>
      ) : null}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <Link to={primary.to} className={buttonClass({ variant: 'accent', size: 'xl' })}>
          {primary.label}
        </Link>
        {secondary ? (
          <Link to={secondary.to} className={buttonClass({ variant: 'on-dark', size: 'xl' })}>
            {secondary.label}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
