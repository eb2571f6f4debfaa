import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router-dom';
import remarkGfm from 'remark-gfm';

/** A path to one of our files ('/listing-import-template.csv'), not a page of the app. */
const FILE_PATH = /\.[a-z0-9]+$/i;

/**
 * Our links stay in the app (our files load as files); images load lazily at their own size;
 * tables scroll sideways on narrow screens rather than widening the page.
 */
const COMPONENTS: Components = {
  a: ({ href = '', children }) =>
    href.startsWith('/') && !FILE_PATH.test(href) ? (
      <Link to={href}>{children}</Link>
    ) : (
      <a href={href} rel="noopener noreferrer">
        {children}
      </a>
    ),
  // An unsafe URL arrives emptied by react-markdown: no image rather than one pointing nowhere.
  img: ({ src, alt }) =>
    typeof src === 'string' && src ? (
      <img src={src} alt={alt ?? ''} loading="lazy" decoding="async" width={800} height={450} />
    ) : null,
  table: ({ children }) => (
    <div className="overflow-x-auto" role="region" aria-label="Table" tabIndex={0}>
      <table>{children}</table>
    </div>
  ),
};

/**
 * Renders an article's Markdown as React elements. Raw HTML in the text is dropped (`skipHtml`)
 * and react-markdown's URL filter removes `javascript:` and other unsafe link targets, so even
 * a hostile text cannot run script.
 */
export function MarkdownText({ text }: { text: string }) {
  return (
    <Markdown remarkPlugins={[remarkGfm]} skipHtml components={COMPONENTS}>
      {text}
    </Markdown>
  );
}
