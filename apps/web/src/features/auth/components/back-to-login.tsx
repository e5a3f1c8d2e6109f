import { Link } from "react-router";
import { ArrowLeftIcon } from "../../../components/app-icons.tsx";
import { paths } from "../../../config/paths.ts";

/** The recovery screens' way back to /login. */
export function BackToLogin() {
  return (
    <p className="mt-6 text-center">
      <Link
        to={paths.login}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        <ArrowLeftIcon />
        Back to log in
      </Link>
    </p>
  );
}
