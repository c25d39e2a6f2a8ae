/**
 * Two tabs of one browser share the autosave: each would write its own game over it after every action,
 * and the tab left behind would silently overwrite the other's moves. Each tab says when it opens, on a
 * BroadcastChannel; a tab that hears of a newer one is the older, and stops saving until it is reloaded
 * (a reload makes it the newest, and the other one stops).
 */
const CHANNEL = 'to-glory:saves';

interface Opened {
  type: 'opened';
  tab: string;
}

/**
 * Announces this tab and calls `onOlder` once another tab opens after it. Returns the stop. Does nothing
 * where the browser has no BroadcastChannel (the tab then saves as before).
 */
export function watchOtherTabs(onOlder: () => void): () => void {
  if (typeof BroadcastChannel !== 'function') return () => undefined;
  const tab = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  const channel = new BroadcastChannel(CHANNEL);
  let told = false;
  channel.onmessage = (message: MessageEvent<Opened>) => {
    if (told || message.data?.type !== 'opened' || message.data.tab === tab) return;
    told = true;
    onOlder();
  };
  channel.postMessage({ type: 'opened', tab } satisfies Opened);
  return () => channel.close();
}
