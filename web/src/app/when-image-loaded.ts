/**
 * Runs `then` once the image has loaded or failed, at once when there is none or it is already
 * complete, and after `limitMs` at the latest. The app waits for the page's main photo this way
 * (the one the server marks fetchpriority="high": the listing's first photo, the first result
 * card's, an article's): on a slow phone the photo is what the reader waits for, and the app's
 * code arriving and running meanwhile would delay it (docs/decisions/029-scripts-after-first-paint.md).
 */
export function whenImageLoaded(
  image: HTMLImageElement | null,
  then: () => void,
  limitMs = MAIN_IMAGE_WAIT_LIMIT_MS,
): void {
  if (!image || image.complete) {
    then();
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    image.removeEventListener('load', once);
    image.removeEventListener('error', once);
    clearTimeout(timer);
    then();
  };
  image.addEventListener('load', once);
  image.addEventListener('error', once);
  const timer = setTimeout(once, limitMs);
}

/** Past this the app starts anyway: a photo on a very slow link must not keep the page inert. */
const MAIN_IMAGE_WAIT_LIMIT_MS = 2500;

/** The page's main photo, as the server marked it. */
export function mainImage(doc: Document): HTMLImageElement | null {
  return doc.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
}
