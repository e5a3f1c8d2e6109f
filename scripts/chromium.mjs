// The Chromium the e2e journeys and the benchmarks drive: CHROME_PATH or the system one, and the flags that keep
// it quiet on a shared CI machine (no sandbox, GPU, QUIC, first-run screens or background updates).
export const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

export const CHROME_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
