import { Link } from "react-router";

/** A line under an account form that points elsewhere: "Already have an account? Login". */
export function AuthPrompt({
  question,
  to,
  label,
  small = false,
}: {
  question: string;
  to: string;
  label: string;
  small?: boolean;
}) {
  return (
    <p className={small ? "text-center text-sm text-ink-muted" : "mt-6 text-center text-ink-muted"}>
      {question}{" "}
      <Link
        to={to}
        className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        {label}
      </Link>
    </p>
  );
}
