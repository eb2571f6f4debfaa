/**
 * Lower-case, accent-free, hyphenated slug used in every path of the product:
 * 'Citroën' -> 'citroen', 'Transporter T6' -> 'transporter-t6', 'Staines upon Thames' -> 'staines-upon-thames'.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** 'staines-upon-thames' -> 'Staines Upon Thames' (display form of a location slug). */
export function titleFromSlug(slug: string): string {
  return slug
    .split(/[-\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
