import type { ComponentType } from "react";
import { Link } from "react-router";
import { ArrowRightIcon, CalendarIcon, PackageIcon, RouteIcon } from "../../../components/icons.tsx";
import { paths } from "../../../config/paths.ts";
import { useCurrentUser } from "../../../lib/current-user.ts";
import { loginPathFor } from "../../../lib/next-path.ts";
import { FEATURES_SECTION_ID, SEND_PACKAGE_PATH } from "../landing-links.ts";
import { SectionHeading } from "./section-heading.tsx";

interface Feature {
  title: string;
  text: string;
  Icon: ComponentType<{ className?: string }>;
  /** A card that starts what it describes. */
  action?: { label: string };
}

const FEATURES: Feature[] = [
  {
    title: "Now, later or round trip",
    text: "Book an instant ride, schedule one for later, or go to and fro with a wait time for the return leg and a single payment.",
    Icon: CalendarIcon,
  },
  {
    title: "Compare drivers, track live",
    text: "See ratings, vehicle types and arrival times, accept the offer you like, then follow your driver on the map.",
    Icon: RouteIcon,
  },
  {
    title: "Way-billing",
    text: "Send packages across campus or to nearby towns with the same trusted, verified drivers.",
    Icon: PackageIcon,
    action: { label: "Send a package" },
  },
];

/** "Key features": three cards and a way to start booking. */
export function KeyFeatures() {
  return (
    <section
      id={FEATURES_SECTION_ID}
      aria-labelledby="features-title"
      className="scroll-mt-16 py-16 sm:py-24 lg:scroll-mt-[4.5rem]"
    >
      <div className="mx-auto grid max-w-6xl gap-12 px-5 sm:px-6 lg:grid-cols-[0.85fr_1.15fr] lg:gap-16">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <SectionHeading id="features-title" eyebrow="Features" title="Key features" align="start">
            Everything you need to move around campus, whether you are heading to a lecture, the market or
            home for the weekend.
          </SectionHeading>
          <Link to={paths.passengersSignup} className="btn-primary mt-8 min-h-13 px-7 text-base">
            Book a Ride
            <ArrowRightIcon className="size-5" />
          </Link>
        </div>
        <ul className="grid gap-5">
          {FEATURES.map(({ title, text, Icon, action }, index) => (
            <li
              key={title}
              className={`flex gap-5 rounded-2xl border p-6 sm:p-7 ${
                index === 1 ? "border-brand-800 bg-brand-800 text-white" : "border-line bg-white"
              }`}
            >
              <span
                className={`inline-flex size-12 shrink-0 items-center justify-center rounded-xl ${
                  index === 1 ? "bg-keke-400 text-ink" : "bg-brand-50 text-brand-700"
                }`}
              >
                <Icon className="size-6" />
              </span>
              <div>
                <h3 className={`font-bold text-lg ${index === 1 ? "text-white" : "text-ink"}`}>{title}</h3>
                <p className={`mt-2 leading-relaxed ${index === 1 ? "text-brand-50" : "text-ink-muted"}`}>
                  {text}
                </p>
                {action ? <SendPackageLink label={action.label} /> : null}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Signed out (and in the page rendered at build time) it leads through the login; the page's script updates it. */
function SendPackageLink({ label }: { label: string }) {
  const user = useCurrentUser();
  return (
    <Link
      to={user ? SEND_PACKAGE_PATH : loginPathFor(SEND_PACKAGE_PATH)}
      data-send-package=""
      className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
    >
      {label}
      <ArrowRightIcon className="size-4" />
    </Link>
  );
}
