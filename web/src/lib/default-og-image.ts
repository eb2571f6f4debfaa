/**
 * The share image of every public page that has no picture of its own (1200 x 630, the size
 * Facebook, LinkedIn and X crop to): a link preview without it is a bare line of text.
 */
export const DEFAULT_OG_IMAGE = '/static/og-default.png';
