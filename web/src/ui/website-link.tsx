/** 'https://www.example.co.uk/vans/' -> 'www.example.co.uk/vans'. */
export function displayWebsite(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/**
 * A seller's own website (already an http(s) URL, checked on the server), opened in a new tab
 * and followed by no search engine: a listing's seller card and a dealer's page.
 */
export function WebsiteLink({ url }: { url: string }) {
  return (
    <p className="mt-2 text-sm">
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer nofollow ugc"
        className="break-all text-brand-700 underline underline-offset-4"
      >
        {displayWebsite(url)}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </p>
  );
}
