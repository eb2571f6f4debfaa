import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * The site's one set of buttons. Every colour pair is at least 4.5:1 (text) and every border
 * at least 3:1 against white (WCAG 1.4.11); the focus ring is the global :focus-visible outline
 * (web/src/styles.css). Heights come from min-height, so a bordered button is as tall as a
 * filled one beside it, and a long label may still wrap.
 */
const VARIANTS = {
  /** White on brand blue, 8.4:1. */
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-80',
  /** Ink on white with a slate-500 border (4.8:1): Cancel, Edit, the quieter choice. */
  secondary:
    'border border-slate-500 bg-white text-ink hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60',
  /** Brand blue on white with a brand border: the second choice beside a primary. */
  outline:
    'border-2 border-brand-700 bg-white text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60',
  /** White on red-700 (6.5:1): a dialog's destructive confirm. */
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:cursor-wait disabled:opacity-80',
  /** Red-800 on white (8.3:1) with a red border: Reject, Delete in a row. */
  'danger-outline':
    'border border-red-700 bg-white text-red-800 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60',
  /** White on emerald-700 (5.5:1): Approve. */
  approve: 'border border-emerald-800 bg-emerald-700 text-white hover:bg-emerald-800',
  /** Dark text on amber (10:1): the boost action, as the featured badges. */
  boost: 'border border-amber-700 bg-accent-300 text-ink hover:bg-accent-400',
  /** Dark text on amber (10:1) on a dark band. */
  accent:
    'border-2 border-accent-400 bg-accent-400 text-ink hover:border-accent-300 hover:bg-accent-300',
  /** White outline on a dark band. */
  'on-dark': 'border-2 border-white text-white hover:bg-white hover:text-brand-900',
} as const;

const SIZES = {
  /** At least 40 px: the controls in a row or a table. */
  sm: 'min-h-10 gap-1.5 px-3 py-1.5 text-sm whitespace-nowrap',
  md: 'min-h-11 gap-2 px-5 py-1.5',
  lg: 'min-h-12 gap-2 px-5 py-2',
  /** The calls to action of the information pages. */
  xl: 'min-h-14 gap-2 px-6 py-2 text-lg',
} as const;

const BASE =
  'inline-flex items-center justify-center rounded-md text-center font-semibold aria-disabled:cursor-wait aria-disabled:opacity-80';

/** A link that reads as a link: the quiet action inside a card or a row. */
const LINK_LIKE =
  'rounded font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline';

export type ButtonVariant = keyof typeof VARIANTS | 'link';
export type ButtonSize = keyof typeof SIZES;

export type ButtonLook = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** The whole width of its column (the sign-in forms). */
  block?: boolean;
};

/**
 * The class list of a button, for an element that must stay what it is (a router link built by
 * a helper, a label for a file input). Prefer <Button>.
 */
export function buttonClass({ variant = 'primary', size = 'md', block = false }: ButtonLook = {}) {
  if (variant === 'link') return LINK_LIKE;
  return `${BASE} ${SIZES[size]} ${VARIANTS[variant]}${block ? ' w-full' : ''}`;
}

type ButtonProps = ButtonLook & {
  /** Extra classes: margins, a width. */
  className?: string;
  children: ReactNode;
} & (
    | ({ href?: undefined } & ButtonHTMLAttributes<HTMLButtonElement>)
    | {
        /** A page of the app (a path from shared/pages): a router <Link>. */
        href: string;
        /** A file, an API download or another site: a plain <a>, which the router leaves alone. */
        external?: boolean;
      }
  );

/**
 * A <button> (type="button" unless told), or, with `href`, a real link that looks like one:
 * navigation stays a link, so it opens in a new tab and reads as a link.
 */
export function Button(props: ButtonProps) {
  const { variant, size, block, className, children } = props;
  const classes = `${buttonClass({ variant, size, block })}${className ? ` ${className}` : ''}`;
  if (props.href !== undefined) {
    const { href } = props;
    if ('external' in props && props.external)
      return (
        <a href={href} className={classes}>
          {children}
        </a>
      );
    return (
      <Link to={href} className={classes}>
        {children}
      </Link>
    );
  }
  const {
    variant: _variant,
    size: _size,
    block: _block,
    className: _className,
    children: _children,
    href: _href,
    type = 'button',
    ...rest
  } = props;
  return (
    <button type={type} {...rest} className={classes}>
      {children}
    </button>
  );
}
