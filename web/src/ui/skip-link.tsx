export const MAIN_CONTENT_ID = 'main-content';

/** The first stop of the keyboard: jumps over the banner and navigation. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
    >
      Skip to content
    </a>
  );
}
