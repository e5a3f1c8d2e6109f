import { documentTitle } from "../lib/page-title.ts";

/** What a route of the table (app/router.tsx) carries for the tab: its screen's title. */
export interface TitleHandle {
  title: string;
}

/** A matched route, as the router's state and matchRoutes give it. */
interface Matched {
  route: { handle?: unknown };
}

/** The title of the deepest matched route that has one: the screen on show, or the area around it. */
export function titleOf(matches: readonly Matched[]): string | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.route.handle as Partial<TitleHandle> | undefined;
    if (typeof handle?.title === "string") return handle.title;
  }
  return null;
}

interface TitledState {
  navigation: { state: string };
  location: { pathname: string };
  matches: readonly Matched[];
}

/**
 * Gives every screen its own tab title from the route table: whenever the path changes, before the new screen
 * draws (so a screen that says more about itself, through its own effect, still has the last word). A change
 * of the search alone (a tab of a screen) keeps the title.
 */
export function followTitles(router: {
  state: TitledState;
  subscribe: (listener: (state: TitledState) => void) => () => void;
}): () => void {
  let shownFor: string | null = null;
  const apply = (state: TitledState) => {
    if (state.navigation.state !== "idle" || state.location.pathname === shownFor) return;
    shownFor = state.location.pathname;
    const title = titleOf(state.matches);
    if (title) document.title = documentTitle(title);
  };
  apply(router.state);
  return router.subscribe(apply);
}
