import { resolve } from "node:path";
import type { Plugin } from "vite";
import { PRERENDERED_PAGES } from "./src/prerender/pages.ts";

/** The app's own modules: the web app's source and the shared domain package. */
const APP_SOURCE = /[\\/](apps[\\/]web[\\/]src|packages[\\/]domain[\\/]src)[\\/]/;
/** Libraries a screen loads only when it needs them (forms, the live connection, the map, the password estimator). */
const LOADED_WHEN_NEEDED =
  /[\\/]node_modules[\\/](zod|@hookform|react-hook-form|socket\.io-client|engine\.io-client|leaflet|@zxcvbn-ts)[\\/]/;

/**
 * Two files for the app's small modules that several screens use (lib, components, domain rules), instead of
 * dozens of files of one or two kilobytes each: on a slow network every file costs a round trip, and a phone
 * opening the dashboard fetched about eighty of them (docs/decisions/0019). "public" holds those the public
 * pages run (the app's start and their screens), "shared" those only signed-in screens run, so a public page
 * loads no more than before. Left out: what the landing page's own script imports (the landing keeps its few
 * kilobytes), and every module that brings a library loaded only when needed (forms, socket, map).
 */
export function sharedChunks(landingEntry: string, appEntry: string, root: string) {
  const left = new Set<string>();
  const publicModules = new Set<string>();
  const plugin: Plugin = {
    name: "campusgo:shared-chunks",
    apply: "build",
    buildEnd() {
      const imports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      /** Adds `from` and every module it imports, directly or not, to `into`. */
      const addClosure = (from: string, into: Set<string>) => {
        const pending = [from];
        while (pending.length > 0) {
          const id = pending.pop() as string;
          if (into.has(id)) continue;
          into.add(id);
          pending.push(...imports(id));
        }
      };
      addClosure(resolve(root, landingEntry), left);
      addClosure(resolve(root, appEntry), publicModules);
      for (const page of PRERENDERED_PAGES) {
        if (page.module) addClosure(resolve(root, "src", page.module), publicModules);
      }
      // Every module that imports, directly or not, a library loaded when needed.
      const pulls = new Map<string, boolean>();
      const pullsLibrary = (id: string): boolean => {
        const known = pulls.get(id);
        if (known !== undefined) return known;
        pulls.set(id, false); // ends the walk should a library's own imports go round in a circle
        const result = LOADED_WHEN_NEEDED.test(id) || imports(id).some(pullsLibrary);
        pulls.set(id, result);
        return result;
      };
      for (const id of this.getModuleIds()) if (APP_SOURCE.test(id) && pullsLibrary(id)) left.add(id);
    },
  };
  const captured = (id: string) => APP_SOURCE.test(id) && !left.has(id);
  const small = { minShareCount: 2, maxModuleSize: 8000, includeDependenciesRecursively: false };
  const groups = [
    { name: "public", test: (id: string) => captured(id) && publicModules.has(id), ...small },
    { name: "shared", test: (id: string) => captured(id) && !publicModules.has(id), ...small },
  ];
  return { plugin, groups };
}
