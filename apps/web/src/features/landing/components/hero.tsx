import { Link } from "react-router";
import { ArrowRightIcon, SearchIcon, ShieldCheckIcon } from "../../../components/icons.tsx";
import { paths } from "../../../config/paths.ts";

const RIDE_TYPES = ["Keke", "Okada", "Shuttle"] as const;

/**
 * The first screen: the promise, a where-to form that leads into sign-up, and a picture of the app. It fades
 * and shifts while the page scrolls (`data-scroll-progress`, landing-behaviour.ts).
 */
export function Hero() {
  return (
    <section
      data-scroll-progress=""
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 via-brand-50/40 to-white"
    >
      <div
        aria-hidden="true"
        className="-z-10 -top-40 -right-40 absolute size-[34rem] rounded-full bg-keke-300/25 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="-z-10 -left-48 absolute top-64 size-[28rem] rounded-full bg-brand-200/40 blur-3xl"
      />

      <div className="mx-auto grid max-w-6xl items-center gap-12 px-5 pt-10 pb-6 sm:px-6 sm:pt-14 sm:pb-16 lg:grid-cols-[1.08fr_0.92fr] lg:gap-8 lg:pt-16 lg:pb-24">
        <div className="hero-scroll-text">
          <div className="animate-rise-in">
            <p className="inline-flex items-center gap-2 rounded-full border border-keke-400/70 bg-keke-100 py-1.5 pr-3.5 pl-2 font-semibold text-ink text-sm">
              <span className="inline-flex size-5 items-center justify-center rounded-full bg-keke-400 text-[0.7rem]">
                <ClockDot />
              </span>
              No More Long Queues.
            </p>
            <h1
              id="hero-title"
              className="mt-5 font-display font-extrabold text-[2.5rem] text-ink leading-[1.08] tracking-tight sm:text-6xl lg:text-[4.25rem]"
            >
              Easy Rides with{" "}
              <span className="relative whitespace-nowrap text-brand-700">
                <span
                  aria-hidden="true"
                  className="-z-10 absolute inset-x-0 bottom-[0.06em] h-[0.3em] rounded-full bg-keke-300/80"
                />
                CampusGo
              </span>
            </h1>
            <p className="mt-5 max-w-xl text-ink-muted text-lg leading-relaxed sm:text-xl">
              Get picked up in minutes by a top-rated driver and enjoy a smooth, stress-free ride to your
              destination.
            </p>
          </div>

          <div className="mt-8 max-w-xl animate-rise-in [animation-delay:120ms]">
            <div className="relative rounded-2xl border border-line bg-white p-2 shadow-brand-900/10 shadow-xl">
              <span
                aria-hidden="true"
                className="absolute top-[2.6rem] bottom-[2.6rem] left-[1.6rem] border-brand-300 border-l-2 border-dashed"
              />
              <label className="flex min-h-13 items-center gap-3 rounded-xl px-3 focus-within:bg-brand-50/60">
                <span
                  aria-hidden="true"
                  className="size-3 shrink-0 rounded-full border-[3px] border-brand-600 bg-white"
                />
                <span className="sr-only">Current location</span>
                <input
                  type="text"
                  name="pickup"
                  autoComplete="off"
                  placeholder="My Current Location"
                  className="h-12 w-full min-w-0 bg-transparent text-base text-ink placeholder:text-ink-muted focus:outline-none"
                />
              </label>
              <div aria-hidden="true" className="ml-11 border-line border-t" />
              <label className="flex min-h-13 items-center gap-3 rounded-xl px-3 focus-within:bg-brand-50/60">
                <span aria-hidden="true" className="size-3 shrink-0 rounded-[3px] bg-keke-500" />
                <span className="sr-only">Destination</span>
                <input
                  type="text"
                  name="destination"
                  autoComplete="off"
                  placeholder="Choose Destination"
                  className="h-12 w-full min-w-0 bg-transparent text-base text-ink placeholder:text-ink-muted focus:outline-none"
                />
                <SearchIcon className="size-5 shrink-0 text-brand-700" />
              </label>
            </div>

            <div className="mt-5 flex flex-col gap-3 sm:flex-row">
              <Link to={paths.signupAs} className="btn-primary min-h-13 px-7 text-base">
                Book a Ride
                <ArrowRightIcon className="size-5" />
              </Link>
              <Link to={paths.signupAs} className="btn-accent min-h-13 px-7 text-base">
                Become a Driver
              </Link>
            </div>

            <ul
              aria-label="Ride types"
              className="mt-7 flex flex-wrap items-center gap-x-5 gap-y-2 text-ink-muted text-sm"
            >
              {RIDE_TYPES.map((type) => (
                <li key={type} className="inline-flex items-center gap-2 font-medium">
                  <span aria-hidden="true" className="size-1.5 rounded-full bg-brand-600" />
                  {type} rides
                </li>
              ))}
              <li className="inline-flex items-center gap-1.5 font-medium">
                <ShieldCheckIcon className="size-4 text-brand-700" />
                Verified drivers
              </li>
            </ul>
          </div>
        </div>

        <div className="hero-scroll-art relative mx-auto w-full max-w-[17rem] sm:max-w-[19rem] lg:max-w-[20rem]">
          <div className="animate-rise-in [animation-delay:200ms]">
            <div
              aria-hidden="true"
              className="-z-10 absolute inset-x-[-18%] top-[8%] aspect-square rounded-full bg-brand-100/80"
            />
            <div className="rounded-[2.6rem] bg-ink p-2.5 shadow-[0_30px_60px_rgba(8,63,47,0.28)] ring-1 ring-white/10">
              <img
                src="/images/hero-app.webp"
                width={720}
                height={1480}
                alt="The CampusGo app on a phone: a keke ride from the Student Union Building to the library, with offers from nearby drivers ready to accept."
                fetchPriority="high"
                decoding="async"
                className="h-auto w-full rounded-[2.1rem]"
              />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

/** A tiny clock face for the badge. */
function ClockDot() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className="size-3.5">
      <circle cx="8" cy="8" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M8 5v3l2 1.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
