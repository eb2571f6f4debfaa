/**
 * Text kept on one line in a narrow cell (an e-mail address, a place): cut with an ellipsis,
 * the whole of it in a tooltip (`title`) and in the page for screen readers and search. The
 * cell must bound its width (a fixed table layout, or a grid or flex item with `min-w-0`).
 */
export function OneLine({ text, className = '' }: { text: string; className?: string }) {
  return (
    <span title={text} className={`block truncate ${className}`}>
      {text}
    </span>
  );
}

/**
 * The same for a link (a title, a name): the link itself is cut, so its box is what shows and
 * never reaches under the next cell's links.
 */
export const ONE_LINE_LINK = 'inline-block max-w-full truncate align-top';
