/** Holds the page's place while its code loads on the first visit (keeps the footer down). */
export function PageFallback() {
  return <div className="min-h-[60vh]" aria-hidden="true" />;
}
