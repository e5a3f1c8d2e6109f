import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";
import { VitePWA } from "vite-plugin-pwa";

const apiTarget = process.env.API_URL ?? "http://localhost:3001";

export default defineConfig({
  plugins: [
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
        navigateFallback: "/index.html",
        // The server's own pages (the payments sandbox's checkout) are never the app's.
        navigateFallbackDenylist: [/^\/api\//, /^\/dev\//, /^\/socket\.io\//, /^\/sandbox\//],
        globPatterns: ["**/*.{js,css,html,svg,png,webp,woff2}"],
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
        ],
      },
    }),
    // Pre-compressed copies (.gz, .br) that the server sends to browsers that accept them.
    compression({ algorithms: ["gzip", "brotliCompress"], include: /\.(js|css|html|svg|json|webmanifest)$/ }),
  ],
  server: {
    port: 3000,
    proxy: {
      "/api": { target: apiTarget, changeOrigin: false },
      "/dev": { target: apiTarget, changeOrigin: false },
      "/socket.io": { target: apiTarget, ws: true },
    },
  },
  build: { target: "es2022", sourcemap: false, manifest: true },
});
