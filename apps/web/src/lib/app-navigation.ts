/**
 * Navigation outside React (from a 401 handler, say) without importing the router: the router registers
 * itself here, so library code can move the app without an import cycle back to the route table.
 */
export interface AppNavigator {
  pathname: () => string;
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

let navigator: AppNavigator | null = null;

/** Called once by the router module when it is created. */
export function registerAppNavigator(next: AppNavigator): void {
  navigator = next;
}

/** The registered router, or null before it exists (then there is no screen to move away from). */
export function appNavigator(): AppNavigator | null {
  return navigator;
}
