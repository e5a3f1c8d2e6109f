import { SectionHeading } from "./section-heading.tsx";

/** The five steps of SPEC 2.2, in the spec's words, each with a short title. */
const STEPS = [
  {
    title: "Get started",
    text: "Download the app and sign up as rider or driver with phone number or e-mail.",
  },
  {
    title: "Plan your trip",
    text: "Set trip details (pickup, drop-off, booking type now/later/round trip, notes or luggage).",
  },
  { title: "Choose your driver", text: "Confirm the booking (compare drivers)." },
  { title: "Ride and pay", text: "Get picked up and pay; track the driver in real time." },
  { title: "Share feedback", text: "Rate the trip." },
] as const;

/** "How It Works": five numbered steps, a row on wide screens and a timeline on phones. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="bg-surface py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-5 sm:px-6">
        <SectionHeading id="how-title" eyebrow="Five easy steps" title="How It Works">
          From sign-up to drop-off, booking a ride takes less time than walking to the gate.
        </SectionHeading>
        <ol className="relative mt-14 grid gap-8 lg:grid-cols-5 lg:gap-6">
          <span
            aria-hidden="true"
            className="absolute top-2 bottom-2 left-6 border-brand-200 border-l-2 border-dashed lg:top-6 lg:right-[10%] lg:bottom-auto lg:left-[10%] lg:border-t-2 lg:border-l-0"
          />
          {STEPS.map((step, index) => (
            <li
              key={step.title}
              className="relative flex gap-5 lg:flex-col lg:items-center lg:gap-0 lg:text-center"
            >
              <span
                aria-hidden="true"
                className={`relative inline-flex size-12 shrink-0 items-center justify-center rounded-full font-display font-extrabold text-lg ring-8 ring-surface ${
                  index === 0 ? "bg-keke-400 text-ink" : "bg-brand-700 text-white"
                }`}
              >
                {index + 1}
              </span>
              <div className="pt-1.5 lg:mt-5 lg:pt-0">
                <h3 className="font-bold text-ink text-lg">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-1.5 text-ink-muted leading-relaxed">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
