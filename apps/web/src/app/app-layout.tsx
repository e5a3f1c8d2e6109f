import { Outlet } from "react-router";
import { Providers } from "./providers.tsx";

/** The layout of every screen but the landing page: data fetching and toasts. */
export function AppLayout() {
  return (
    <Providers>
      <Outlet />
    </Providers>
  );
}
