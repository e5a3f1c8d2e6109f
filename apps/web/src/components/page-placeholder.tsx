import { Link } from "react-router";
import { paths } from "../config/paths.ts";

/** A screen that a later release fills; it names itself and offers a way back. */
export function PagePlaceholder({ title, description }: { title: string; description?: string }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="font-display text-2xl font-bold text-ink">{title}</h1>
      <p className="text-ink-muted">{description ?? "This screen is on its way."}</p>
      <Link to={paths.home} className="btn-primary">
        Back to home
      </Link>
    </main>
  );
}
