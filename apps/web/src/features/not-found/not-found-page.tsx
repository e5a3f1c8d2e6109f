import { Link } from "react-router";
import { paths } from "../../config/paths.ts";

export default function NotFoundPage() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="font-display text-6xl font-extrabold text-brand-700">404</p>
      <h1 className="font-display text-2xl font-bold">This road leads nowhere</h1>
      <p className="text-ink-muted">The page you are looking for does not exist or has moved.</p>
      <Link to={paths.home} className="btn-primary">
        Take me home
      </Link>
    </main>
  );
}
