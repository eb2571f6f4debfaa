import type { ReactNode } from 'react';
import { CARD, CARD_HEADING, CARD_LEAD } from './styles';

type CardProps = {
  /** The heading's id, which names the section; required with a title. */
  headingId?: string;
  title?: ReactNode;
  /** h2 on a page's own cards; h3 inside a section that has its h2. */
  level?: 2 | 3;
  /** A sentence under the title. */
  lead?: ReactNode;
  /** Margins, a grid placement. */
  className?: string;
  children: ReactNode;
};

/** A white card on the page band: a section named by its heading when it has one. */
export function Card({ headingId, title, level = 2, lead, className, children }: CardProps) {
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={className ? `${CARD} ${className}` : CARD}
    >
      {title ? (
        <Heading id={headingId} className={CARD_HEADING}>
          {title}
        </Heading>
      ) : null}
      {lead ? <p className={CARD_LEAD}>{lead}</p> : null}
      {children}
    </section>
  );
}
