/**
 * The description as paragraphs: one per line the seller wrote, blank lines
 * and surrounding spaces dropped. Rendered as text, so markup in it stays visible text.
 */
export function descriptionParagraphs(description: string): string[] {
  return description
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
