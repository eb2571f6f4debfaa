/** What sharing did: the share sheet was used, the link was copied, the buyer cancelled, or neither worked. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The parts of `navigator` sharing uses (a fake in unit tests). */
export type ShareNavigator = {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: { writeText: (text: string) => Promise<void> };
};

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * The device's own share sheet where there is one (phones, some desktops), otherwise the link is
 * copied. Closing the share sheet is the buyer's choice, not a failure; a share sheet that refuses
 * (no permission, nothing to share with) falls back to copying.
 */
export async function shareOrCopy(
  data: { title: string; url: string },
  nav: ShareNavigator,
): Promise<ShareOutcome> {
  if (nav.share && (nav.canShare?.(data) ?? true)) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
    }
  }
  if (!nav.clipboard) return 'failed';
  try {
    await nav.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
