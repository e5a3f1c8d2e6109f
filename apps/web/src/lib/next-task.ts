/**
 * Resolves in a task of its own, after what the phone has waiting (a tap, a frame). A message the page sends
 * itself rather than a timer: timers are clamped when nested, and a paused clock would hold them.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
