/** Who waits for a task of their own, in the order they asked. */
const waiting: (() => void)[] = [];
/**
 * One channel for the page's life, held by this module: a channel made per call is held by nothing once its
 * message is posted, and the browser may collect it (and its message) before the message arrives, leaving the
 * caller waiting for ever (a screen stuck at "Loading" with no request sent).
 */
let channel: MessageChannel | undefined;

/**
 * Resolves in a task of its own, after what the phone has waiting (a tap, a frame). A message the page sends
 * itself rather than a timer: timers are clamped when nested, and a paused clock would hold them.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (!channel) {
      channel = new MessageChannel();
      channel.port1.onmessage = () => waiting.shift()?.();
    }
    waiting.push(resolve);
    channel.port2.postMessage(null);
  });
}
