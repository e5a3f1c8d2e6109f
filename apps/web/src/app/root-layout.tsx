import { Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { PageSpinner } from "../components/spinner.tsx";
import { LivePageMarker } from "./live-page.tsx";

export function RootLayout() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
      <ScrollRestoration />
      <LivePageMarker />
    </Suspense>
  );
}
