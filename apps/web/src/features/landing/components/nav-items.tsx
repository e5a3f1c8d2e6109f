import { Link } from "react-router";
import { paths } from "../../../config/paths.ts";
import { FEATURES_SECTION_ID } from "../landing-links.ts";

/**
 * Home, Features, Become a Driver and Download the App: shared by the header bar and the mobile drawer.
 * Features scrolls to its section and Download the App offers the install (landing-behaviour.ts).
 */
export function NavItems({ listClassName, itemClassName }: { listClassName: string; itemClassName: string }) {
  return (
    <ul className={listClassName}>
      <li>
        <Link to={paths.home} aria-current="page" className={itemClassName}>
          Home
        </Link>
      </li>
      <li>
        <a href={`#${FEATURES_SECTION_ID}`} data-scroll-to={FEATURES_SECTION_ID} className={itemClassName}>
          Features
        </a>
      </li>
      <li>
        <Link to={paths.driverSignup} className={itemClassName}>
          Become a Driver
        </Link>
      </li>
      <li>
        <button type="button" data-download-app="" className={itemClassName}>
          Download the App
        </button>
      </li>
    </ul>
  );
}
