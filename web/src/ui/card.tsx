import type { ReactNode } from 'react';
import { CARD_HEADING, CARD_LEAD, CARD_SURFACE } from './styles';

/**
 * The card's inner space: `page` for a page's own sections (the default), the smaller ones for
 * cards in a list or a strip of figures, `roomy` for a card that says one thing (nothing found).
 */
export type CardPadding = 'page' | 'list' | 'compact' | 'tight' | 'roomy';

const PADDING: Record<CardPadding, string> = {
  page: 'p-5 sm:p-6',
  list: 'p-4',
  compact: 'p-3',
  tight: 'p-2',
  roomy: 'p-8',
};

/** The card's classes, for an element that must stay what it is (a list item, a status). */
export function cardClass({
  padding = 'page',
  className,
}: { padding?: CardPadding; className?: string } = {}): string {
  const card = `${CARD_SURFACE} ${PADDING[padding]}`;
  return className ? `${card} ${className}` : card;
}

type CardProps = {
  /** The heading's id, which names the section; required with a title. */
  headingId?: string;
  title?: ReactNode;
  /** h2 on a page's own cards; h3 inside a section that has its h2. */
  level?: 2 | 3;
  /** A sentence under the title. */
  lead?: ReactNode;
  padding?: CardPadding;
  /** Margins, a grid placement. */
  className?: string;
  children: ReactNode;
};

/** A white card on the page band: a section named by its heading when it has one. */
export function Card({
  headingId,
  title,
  level = 2,
  lead,
  padding,
  className,
  children,
}: CardProps) {
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={cardClass({ padding, className })}
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
