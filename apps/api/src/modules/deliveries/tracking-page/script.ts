import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

/** The tracking page's script, ready to write into the page, and its CSP source. */
export interface TrackingScript {
  code: string;
  /** 'sha256-...' for script-src: the page allows this script and no other. */
  hash: string;
}

const ENTRY = fileURLToPath(new URL("./refresh.ts", import.meta.url));

/** What would end the <script> element it is written into, or open a comment that hides the rest. */
const UNSAFE_INLINE = /<\/script|<!--/i;

/** The hash a CSP names an inline element's text by. */
export const cspHash = (text: string): string =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

async function bundle(): Promise<TrackingScript> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    minify: true,
    write: false,
    format: "iife",
    platform: "browser",
    // Cheap phones keep old browsers: async, ?? and ?. are rewritten for them.
    target: "es2015",
    legalComments: "none",
    logLevel: "silent",
  });
  const code = (result.outputFiles[0]?.text ?? "").trim();
  if (!code || UNSAFE_INLINE.test(code))
    throw new Error("the tracking page's script cannot be written inline");
  return { code, hash: cspHash(code) };
}

let built: Promise<TrackingScript> | undefined;

/**
 * refresh.ts and what it imports (the page's parts, the domain's formatting), bundled for the browser once per
 * process, when the first tracking page is asked for; a failed bundle is tried again on the next page.
 */
export function trackingScript(): Promise<TrackingScript> {
  built ??= bundle().catch((error: unknown) => {
    built = undefined;
    throw error;
  });
  return built;
}
