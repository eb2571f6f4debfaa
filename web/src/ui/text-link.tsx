import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TEXT_LINK, TEXT_LINK_INLINE } from './styles';

/** `quiet`: a card's or a row's action, underlined on hover; `inline`: a link in running text. */
export type TextLinkVariant = 'quiet' | 'inline';

export function textLinkClass({
  variant = 'quiet',
  className,
}: { variant?: TextLinkVariant; className?: string } = {}): string {
  const link = variant === 'inline' ? TEXT_LINK_INLINE : TEXT_LINK;
  return className ? `${link} ${className}` : link;
}

type TextLinkProps = {
  /** A page of the site, opened by the router. */
  to: string;
  variant?: TextLinkVariant;
  /** Margins, a placement in a row. */
  className?: string;
  children: ReactNode;
};

/** A link in words, in the brand's blue: the kit's one look for a link that is not a button. */
export function TextLink({ to, variant, className, children }: TextLinkProps) {
  return (
    <Link to={to} className={textLinkClass({ variant, className })}>
      {children}
    </Link>
  );
}
