import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { ChevronDownIcon } from "../../../components/icons.tsx";
import { useCurrentUser } from "../../../lib/current-user.ts";
import { loginPathFor } from "../../../lib/next-path.ts";
import { REPORT_DRIVER_PATH } from "../landing-links.ts";
import { SectionHeading } from "./section-heading.tsx";

/** Signed out (and in the page rendered at build time) it leads through the login; the page's script updates it. */
function ReportDriverLink({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  return (
    <Link
      to={user ? REPORT_DRIVER_PATH : loginPathFor(REPORT_DRIVER_PATH)}
      data-report-driver=""
      className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
    >
      {children}
    </Link>
  );
}

const QUESTIONS = [
  {
    question: "Can I schedule rides in advance?",
    answer:
      "Yes. Choose Later and pick the date and time. Your request goes to drivers 30 minutes before pickup (an hour for trips to town): accept an offer then, or let us accept the best offer up to your limit while you are away. Your driver confirms near the time, and if nobody has taken your ride by 10 minutes before pickup we tell you at once, by notification and e-mail.",
  },
  {
    question: "Can I book a round trip?",
    answer:
      "Yes. Choose Round trip, set how long the driver should wait before the return leg, and pay once for both legs.",
  },
  {
    question: "How do I pay?",
    answer:
      "By bank transfer, debit card or a supported payment gateway, right in the app. Before you book you see a suggested fare and what the trip usually costs; you may offer a little less or more, drivers accept your offer or counter, and you never pay more than the offer you accept. Cash is discouraged.",
  },
  {
    question: "What if a driver asks me to pay off the app?",
    answer: (
      <>
        Do not pay, and <ReportDriverLink>report the driver to us</ReportDriverLink>. All transactions stay on
        the platform, which keeps your money protected and every ride on record.
      </>
    ),
  },
] as const satisfies readonly { question: string; answer: ReactNode }[];

/**
 * The FAQ accordion: any number of answers may be open at once; each question toggles its own. Opening is
 * done by the landing page's script (landing-behaviour.ts) through `aria-expanded` and `data-open`.
 */
export function Faq() {
  const baseId = useId();

  return (
    <section aria-labelledby="faq-title" className="bg-surface py-16 sm:py-24">
      <div className="mx-auto max-w-3xl px-5 sm:px-6">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Frequently asked questions">
          Quick answers about booking, round trips and paying for your rides.
        </SectionHeading>
        <ul className="mt-12 space-y-3">
          {QUESTIONS.map(({ question, answer }, index) => {
            const buttonId = `${baseId}-q${index}`;
            const panelId = `${baseId}-a${index}`;
            return (
              <li
                key={question}
                data-faq-item=""
                className="group/faq rounded-2xl border border-line bg-white transition-colors data-open:border-brand-300"
              >
                <h3>
                  <button
                    id={buttonId}
                    type="button"
                    aria-expanded={false}
                    aria-controls={panelId}
                    data-faq-toggle=""
                    className="flex min-h-16 w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-semibold text-ink sm:px-6 sm:text-lg"
                  >
                    {question}
                    <span
                      aria-hidden="true"
                      className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 transition group-data-open/faq:rotate-180 group-data-open/faq:bg-brand-700 group-data-open/faq:text-white"
                    >
                      <ChevronDownIcon className="size-5" />
                    </span>
                  </button>
                </h3>
                <div
                  id={panelId}
                  className="invisible grid grid-rows-[0fr] transition-[grid-template-rows,visibility] duration-300 ease-out group-data-open/faq:visible group-data-open/faq:grid-rows-[1fr]"
                >
                  <div className="min-h-0 overflow-hidden">
                    <p className="px-5 pb-5 text-ink-muted leading-relaxed sm:px-6">{answer}</p>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
