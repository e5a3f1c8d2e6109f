import type { ComponentType } from "react";
import { ClockIcon, GraduationCapIcon, NairaIcon, ShieldCheckIcon } from "../../../components/icons.tsx";
import { SectionHeading } from "./section-heading.tsx";

const BENEFITS: { title: string; text: string; Icon: ComponentType<{ className?: string }> }[] = [
  {
    title: "Verified drivers",
    text: "Every driver passes identity and vehicle checks before they can take a single request.",
    Icon: ShieldCheckIcon,
  },
  {
    title: "Pickups in minutes",
    text: "Your request reaches nearby drivers at once, so you spend less time waiting at the junction.",
    Icon: ClockIcon,
  },
  {
    title: "Upfront prices in naira",
    text: "See a suggested fare before you book, make your own offer, and pay securely in the app. You never pay more than the offer you accept.",
    Icon: NairaIcon,
  },
  {
    title: "Built by students, for students",
    text: "Made for campus life: hostels, faculties and the gates, from Hill Top to Odenigwe.",
    Icon: GraduationCapIcon,
  },
];

/** "Why choose CampusGo": four benefit cards. */
export function WhyChoose() {
  return (
    <section aria-labelledby="why-title" className="py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-5 sm:px-6">
        <SectionHeading id="why-title" eyebrow="Why CampusGo" title="Why choose CampusGo">
          Getting around campus should not mean long queues and guesswork. Here is what you get on every ride.
        </SectionHeading>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map(({ title, text, Icon }) => (
            <li
              key={title}
              className="group rounded-2xl border border-line bg-white p-6 transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-brand-900/5 hover:shadow-xl"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-keke-300">
                <Icon className="size-6" />
              </span>
              <h3 className="mt-5 font-bold text-ink text-lg">{title}</h3>
              <p className="mt-2 text-ink-muted leading-relaxed">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
