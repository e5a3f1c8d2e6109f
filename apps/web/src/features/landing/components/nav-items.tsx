import type { MouseEvent } from "react";
import { Link } from "react-router";
import { paths } from "../../../config/paths.ts";
import { useDownloadApp } from "../hooks/use-download-app.ts";
import { FEATURES_SECTION_ID } from "../section-ids.ts";

/** Home, Features, Become a Driver and Download the App: shared by the header bar and the mobile drawer. */
export function NavItems({
  listClassName,
  itemClassName,
  onNavigate,
}: {
  listClassName: string;
  itemClassName: string;
  onNavigate?: () => void;
}) {
  const downloadApp = useDownloadApp();

  const goToFeatures = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onNavigate?.();
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.requestAnimationFrame(() =>
      document
        .getElementById(FEATURES_SECTION_ID)
        ?.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" }),
    );
  };

  return (
    <ul className={listClassName}>
      <li>
        <Link to={paths.home} aria-current="page" onClick={onNavigate} className={itemClassName}>
          Home
        </Link>
      </li>
      <li>
        <a href={`#${FEATURES_SECTION_ID}`} onClick={goToFeatures} className={itemClassName}>
          Features
        </a>
      </li>
      <li>
        <Link to={paths.driverSignup} onClick={onNavigate} className={itemClassName}>
          Become a Driver
        </Link>
      </li>
      <li>
        <button
          type="button"
          onClick={() => {
            onNavigate?.();
            downloadApp();
          }}
          className={itemClassName}
        >
          Download the App
        </button>
      </li>
    </ul>
  );
}
