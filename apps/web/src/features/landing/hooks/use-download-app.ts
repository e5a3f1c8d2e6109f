import { useInstallPrompt } from "../../../lib/install-prompt.ts";

export const APP_COMING_SOON = "App coming soon";

/** "Download the App": the browser's install prompt when it offers one, otherwise the notice that the app is coming. */
export function useDownloadApp(): () => void {
  const { canInstall, install } = useInstallPrompt();
  return () => {
    if (canInstall) void install();
    else window.alert(APP_COMING_SOON);
  };
}
