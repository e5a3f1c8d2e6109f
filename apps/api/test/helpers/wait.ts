/**
 * Calls `probe` until it returns something other than undefined, null or false, and returns that. Work that
 * happens in the background (jobs, mail) is awaited with it instead of fixed sleeps.
 */
export async function eventually<T>(
  probe: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  {
    timeoutMs = 10_000,
    everyMs = 50,
    what = "the condition",
  }: { timeoutMs?: number; everyMs?: number; what?: string } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
