import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";
import { VitePWA } from "vite-plugin-pwa";
import { campusPlanInDev, LANDING_ENTRY, prerenderPages } from "./prerender-plugin.ts";
import { sharedChunks } from "./shared-chunks.ts";

const apiTarget = process.env.API_URL ?? "http://localhost:3001";
const root = fileURLToPath(new URL(".", import.meta.url));
/** Where `npm run build` puts the Node build of src/prerender/render.tsx, which renders the public pages. */
const ssrDir = fileURLToPath(new URL("./dist-ssr", import.meta.url));
const shared = sharedChunks(LANDING_ENTRY, "src/main.tsx", root);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    isSsrBuild ? null : shared.plugin,
    react(),
    tailwindcss(),
    VitePWA({
      registerType: "autoUpdate",
      injectRegister: false,
      includeAssets: ["favicon.svg", "icons/*.png"],
      manifest: {
        name: "CampusGo",
        short_name: "CampusGo",
        description: "Keke, okada and shuttle rides around UNN Nsukka",
        theme_color: "#0b6e4f",
        background_color: "#ffffff",
        display: "standalone",
        start_url: "/",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        // The push and notification-click handlers (public/push-sw.js, docs/decisions/0025-web-push.md).
        importScripts: ["/push-sw.js"],
        // index.html is the landing page; app.html is the shell of every route not rendered at build time.
        // Prerendered pages (login.html, ...) are precached and served for their paths before this fallback.
        navigateFallback: "/app.html",
        // The server's own pages (the payments sandbox's checkout, a delivery's tracking page) are never the app's.
        navigateFallbackDenylist: [/^\/api\//, /^\/dev\//, /^\/socket\.io\//, /^\/sandbox\//, /^\/track\//],
        globPatterns: ["**/*.{js,css,html,svg,png,webp,woff2}"],
        // The password-strength estimator (about 450 KB) is fetched only where a new password is typed, never
        // ahead for every visitor (docs/decisions/0027-password-strength.md).
        globIgnores: ["**/password-strength-*.js"],
        // Offline once visited (docs/decisions/0018-offline-and-idempotency.md): the shell above is precached;
        // these keep what it reads at run time. Nothing of a user's own is cached here.
        runtimeCaching: [
          {
            // The campus places (destinations, the campus plan) and the public settings: answered from the
            // cache at once, refreshed behind it.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && (url.pathname === "/api/places" || url.pathname === "/api/config"),
            handler: "StaleWhileRevalidate",
            options: {
              cacheName: "campusgo-places",
              expiration: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Fonts never change under the same address.
            urlPattern: ({ request, sameOrigin }) => sameOrigin && request.destination === "font",
            handler: "CacheFirst",
            options: {
              cacheName: "campusgo-fonts",
              expiration: { maxEntries: 20, maxAgeSeconds: 365 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Icons and the app's pictures.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin &&
              (url.pathname.startsWith("/icons/") ||
                url.pathname.startsWith("/images/") ||
                url.pathname === "/favicon.svg"),
            handler: "CacheFirst",
            options: {
              cacheName: "campusgo-icons",
              expiration: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Map tiles from TILE_URL's host, whichever it is: an image at .../{z}/{x}/{y}.png. A tile once
            // seen is not fetched again for a month. They come without CORS, so they are kept as opaque
            // answers (which weigh more in the quota): a few hundred at most, dropped first when space runs out.
            urlPattern: ({ url, request, sameOrigin }) =>
              !sameOrigin &&
              request.destination === "image" &&
              /\/\d+\/\d+\/\d+(@2x)?\.(png|jpe?g|webp)$/.test(url.pathname),
            handler: "CacheFirst",
            options: {
              cacheName: "campusgo-tiles",
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [0, 200] },
            },
          },
        ],
      },
    }),
    // The public pages as HTML (docs/decisions/0017), before the compression below copies them.
    isSsrBuild ? null : prerenderPages(ssrDir, root),
    campusPlanInDev(),
    // Pre-compressed copies (.gz, .br) that the server sends to browsers that accept them.
    isSsrBuild
      ? null
      : compression({
          algorithms: ["gzip", "brotliCompress"],
          include: /\.(js|css|html|svg|json|webmanifest)$/,
        }),
  ],
  server: {
    port: 3000,
    proxy: {
      "/api": { target: apiTarget, changeOrigin: false },
      "/dev": { target: apiTarget, changeOrigin: false },
      "/socket.io": { target: apiTarget, ws: true },
    },
  },
  build: isSsrBuild
    ? { target: "node20", sourcemap: false, outDir: ssrDir, emptyOutDir: true }
    : {
        target: "es2022",
        // WEB_SOURCEMAP=1 adds source maps, to read a profile of the built app.
        sourcemap: process.env.WEB_SOURCEMAP === "1",
        manifest: true,
        // The app (index.html, the shell) and the landing page's own small script.
        rolldownOptions: {
          input: { index: "index.html", landing: LANDING_ENTRY },
          output: { codeSplitting: { groups: shared.groups } },
        },
      },
}));
