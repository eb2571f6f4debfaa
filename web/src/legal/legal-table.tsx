import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';

type LegalTableProps = {
  /** The visible caption, also the name of the scrolling region when the table is too wide. */
  caption: string;
  /** Column headings; the first cell of each row is that row's header. */
  columns: readonly string[];
  rows: readonly (readonly [ReactNode, ...ReactNode[]])[];
};

/** True while the element's content is wider than the element (it scrolls sideways). */
function useOverflowsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}

/**
 * A table of the legal pages (what we store, how long we keep it). Written to fit a 390 px
 * screen; should a cell still be too wide, the table scrolls sideways inside a labelled region
 * that can take keyboard focus, so the overflow is reachable without a mouse.
 */
export function LegalTable({ caption, columns, rows }: LegalTableProps) {
  const captionId = useId();
  const frameRef = useRef<HTMLDivElement>(null);
  const scrolls = useOverflowsSideways(frameRef);
  return (
    <div
      ref={frameRef}
      className="overflow-x-auto"
      role={scrolls ? 'region' : undefined}
      aria-labelledby={scrolls ? captionId : undefined}
      tabIndex={scrolls ? 0 : undefined}
    >
      <table className="text-[0.95rem]">
        <caption id={captionId} className="mb-2 text-left font-semibold text-ink">
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([header, ...cells], rowIndex) => (
            <tr key={rowIndex}>
              <th scope="row">{header}</th>
              {cells.map((cell, cellIndex) => (
                <td key={cellIndex}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
