import type { DroppedParamNotice } from '../search-errors';

/**
 * What the page dropped from its URL and why ('Invalid Postcode: Please enter a valid UK
 * postcode'), above the results. In the server's HTML, so it needs no script; an alert, so a
 * screen reader also hears it when a search brings it up.
 */
export function DroppedParamsNotice({ notices }: { notices: readonly DroppedParamNotice[] }) {
  if (notices.length === 0) return null;
  return (
    <div
      role="alert"
      className="mt-4 space-y-1 rounded-md border border-amber-700 bg-amber-50 px-4 py-3 text-ink"
    >
      {notices.map((notice) => (
        <p key={notice.title}>
          <strong className="font-semibold">{notice.title}:</strong> {notice.description}
        </p>
      ))}
    </div>
  );
}
