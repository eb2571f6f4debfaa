import { Link, type LinkProps } from 'react-router-dom';
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

type TextLinkProps = LinkProps & {
  /** A page of the site, opened by the router. */
  to: string;
  variant?: TextLinkVariant;
  /** Margins, a placement in a row. */
  className?: string;
};

/**
 * A link in words, in the brand's blue: the kit's one look for a link that is not a button.
 * Every other attribute (a data- hook, an aria- name) goes to the link as given.
 */
export function TextLink({ variant, className, ...link }: TextLinkProps) {
  return <Link {...link} className={textLinkClass({ variant, className })} />;
}
