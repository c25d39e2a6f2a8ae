/** What the share button did with a link. */
export type ShareResult = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The parts of `navigator` the share button uses; either may be missing (an old browser, plain http). */
export interface ShareNavigator {
  share?: (data: { title?: string; url?: string }) => Promise<void>;
  clipboard?: { writeText(text: string): Promise<void> };
}

/**
 * Hands a link on: the device's share sheet where there is one (a phone), else the clipboard. A share
 * sheet the player closes is `cancelled` (nothing to say); one that fails falls back to the clipboard;
 * `failed` when neither works, and the screen then selects the link for the player to copy by hand.
 */
export async function shareOrCopy(nav: ShareNavigator, title: string, url: string): Promise<ShareResult> {
  if (nav.share) {
    try {
      await nav.share({ title, url });
      return 'shared';
    } catch (error) {
      if ((error as { name?: string } | null)?.name === 'AbortError') return 'cancelled';
    }
  }
  if (!nav.clipboard) return 'failed';
  try {
    await nav.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
