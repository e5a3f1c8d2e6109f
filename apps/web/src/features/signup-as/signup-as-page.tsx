import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { ArrowLeftIcon, CheckIcon, DriverIcon, RiderIcon } from "../../components/app-icons.tsx";
import { paths } from "../../config/paths.ts";
import { AccountTypeCard } from "./components/account-type-card.tsx";

const ACCOUNT_TYPES = [
  {
    value: "passenger",
    title: "I want to Book Rides",
    description: "Book keke, okada and shuttle rides around campus and pay safely in the app.",
    Icon: RiderIcon,
    to: paths.passengersSignup,
  },
  {
    value: "driver",
    title: "I want to Drive",
    description: "Get verified, go online when it suits you and earn from rides with students.",
    Icon: DriverIcon,
    to: paths.driverSignup,
  },
] as const;

type AccountType = (typeof ACCOUNT_TYPES)[number]["value"];

const textLink = "font-semibold text-brand-700 underline-offset-4 hover:underline";

/** Choose account type (SPEC 2.3): book rides or drive; Continue stays disabled until one is chosen. */
export default function SignupAsPage() {
  const [choice, setChoice] = useState<AccountType | null>(null);
  const navigate = useNavigate();
  const chosen = ACCOUNT_TYPES.find((type) => type.value === choice);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) navigate(chosen.to);
  };

  return (
    <div className="min-h-dvh bg-white lg:grid lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)]">
      <aside className="relative isolate hidden overflow-hidden bg-brand-800 px-12 pt-10 text-white lg:flex lg:flex-col">
        <div
          aria-hidden="true"
          className="-z-10 -top-32 -left-32 absolute size-96 rounded-full bg-brand-700/70"
        />
        <div
          aria-hidden="true"
          className="-z-10 -right-24 -bottom-24 absolute size-96 rounded-full bg-keke-400/15 blur-2xl"
        />
        <Link
          to={paths.home}
          className="inline-flex min-h-11 items-center gap-2.5 self-start font-display font-extrabold text-xl"
        >
          <img
            src="/favicon.svg"
            width={36}
            height={36}
            alt=""
            className="size-9 rounded-[0.6rem] ring-1 ring-white/25"
          />
          <span>
            Campus<span className="text-keke-400">Go</span>
          </span>
        </Link>
        <div className="mt-16 max-w-md">
          <p className="font-display font-extrabold text-4xl leading-tight tracking-tight xl:text-[2.75rem]">
            Rides around campus, in minutes.
          </p>
          <p className="mt-4 text-brand-50 text-lg leading-relaxed">
            Join the students who book trusted keke, okada and shuttle drivers, or earn by driving them.
          </p>
          <ul className="mt-6 flex flex-wrap gap-2 text-sm">
            {["Verified drivers", "Upfront prices", "Paid in the app"].map((point) => (
              <li
                key={point}
                className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1.5 font-medium"
              >
                <CheckIcon className="size-4 text-keke-300" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <img
          src="/images/app-ride-picker.svg"
          width={320}
          height={440}
          loading="lazy"
          decoding="async"
          alt=""
          className="mt-auto h-auto w-full max-w-[18rem] self-center pt-10"
        />
      </aside>

      <div className="flex min-h-dvh flex-col">
        <header className="flex items-center justify-between gap-4 px-5 py-3 sm:px-8 lg:justify-end lg:py-6">
          <Link
            to={paths.home}
            className="inline-flex min-h-11 items-center gap-2.5 font-display font-extrabold text-ink text-xl lg:hidden"
          >
            <img src="/favicon.svg" width={36} height={36} alt="" className="size-9" />
            <span>
              Campus<span className="text-brand-700">Go</span>
            </span>
          </Link>
          <p className="text-ink-muted text-sm">
            <span className="hidden sm:inline">Already have an account? </span>
            <Link to={paths.login} className={`inline-flex min-h-11 items-center ${textLink}`}>
              Login
            </Link>
          </p>
        </header>

        <main className="flex flex-1 items-start justify-center px-5 pt-6 pb-12 sm:items-center sm:px-8 sm:pt-0">
          <form onSubmit={onSubmit} className="w-full max-w-md">
            <Link
              to={paths.home}
              className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 font-medium text-ink-muted text-sm transition hover:text-brand-800"
            >
              <ArrowLeftIcon className="size-4" />
              Back to home
            </Link>
            <h1 className="mt-3 font-display font-extrabold text-3xl text-ink tracking-tight sm:text-4xl">
              Join CampusGo
            </h1>
            <p id="account-type-hint" className="mt-2 text-ink-muted text-lg">
              How do you want to use CampusGo?
            </p>

            <fieldset className="mt-8" aria-describedby="account-type-hint">
              <legend className="sr-only">Choose account type</legend>
              <div className="grid gap-4">
                {ACCOUNT_TYPES.map((type) => (
                  <AccountTypeCard
                    key={type.value}
                    value={type.value}
                    title={type.title}
                    description={type.description}
                    Icon={type.Icon}
                    checked={choice === type.value}
                    onSelect={(value) => setChoice(value as AccountType)}
                  />
                ))}
              </div>
            </fieldset>

            <button type="submit" disabled={!chosen} className="btn-primary mt-8 min-h-13 w-full text-base">
              Continue
            </button>

            <p className="mt-6 text-center text-ink-muted text-sm leading-relaxed">
              By continuing, you agree to CampusGo&apos;s{" "}
              <Link to={paths.terms} className={`inline-block py-1 ${textLink}`}>
                Terms of use
              </Link>{" "}
              and{" "}
              <Link to={paths.privacy} className={`inline-block py-1 ${textLink}`}>
                Privacy Policy
              </Link>
              .
            </p>
          </form>
        </main>
      </div>
    </div>
  );
}
