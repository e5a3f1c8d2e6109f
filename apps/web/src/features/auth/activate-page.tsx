import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { AlertCircleIcon, CheckCircleIcon } from "../../components/app-icons.tsx";
import { IconBadge } from "../../components/icon-badge.tsx";
import { Spinner } from "../../components/spinner.tsx";
import { driverKycPath, paths } from "../../config/paths.ts";
import { ApiError, errorMessage } from "../../lib/api-client.ts";
import { setCurrentUser } from "../../lib/current-user.ts";
import { activateOnce } from "./api/activate.ts";
import { RequestNewLink } from "./components/request-new-link.tsx";
import { StatusShell } from "./components/status-shell.tsx";

const INCOMPLETE_LINK = "This activation link is incomplete. Please open the full link from your e-mail.";

/** /activate?token&role&whois (SPEC 2.8): loading, success, failure. The token is used exactly once. */
export default function ActivatePage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const role = params.get("role") ?? "";
  const whois = params.get("whois") ?? "";
  const complete = Boolean(token && role && whois);

  const activation = useQuery({
    queryKey: ["auth", "activate", token],
    queryFn: async () => {
      const answer = await activateOnce({ token, role, whois });
      // Activation signs in only the browser that registered a driver: then keep the user, as every sign-in
      // does. Any other browser stays as it was and logs in next.
      if (answer.signedIn) setCurrentUser(answer.data);
      return answer;
    },
    enabled: complete,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  if (complete && activation.isPending) {
    return (
      <StatusShell
        live
        title="Activating your account..."
        icon={
          <IconBadge tone="brand">
            <Spinner className="size-8" />
          </IconBadge>
        }
      >
        <p className="mt-3 text-ink-muted">This takes just a moment.</p>
      </StatusShell>
    );
  }

  if (complete && activation.isSuccess) {
    const isDriver = (activation.data.data.role ?? role) === "driver";
    return (
      <StatusShell
        live
        title="Activation Successful"
        icon={
          <IconBadge tone="brand">
            <CheckCircleIcon className="size-8" />
          </IconBadge>
        }
      >
        <p className="mt-3 text-ink-muted">You can now continue.</p>
        {isDriver ? (
          <Link to={driverKycPath(whois)} className="btn-primary mt-8 w-full">
            Complete Account Setup
          </Link>
        ) : (
          <Link to={paths.login} className="btn-primary mt-8 w-full">
            Proceed to Login
          </Link>
        )}
      </StatusShell>
    );
  }

  const error = activation.error;
  const message = !complete
    ? INCOMPLETE_LINK
    : error instanceof ApiError && error.status === 404
      ? error.message
      : errorMessage(error);
  const reason = error instanceof ApiError ? error.field("reason") : undefined;
  return (
    <StatusShell
      live
      title="Activation Failed"
      icon={
        <IconBadge tone="danger">
          <AlertCircleIcon className="size-8" />
        </IconBadge>
      }
    >
      <p className="mt-3 text-ink-muted">{message}</p>
      {reason === "expired" ? <RequestNewLink /> : null}
      <div className="mt-6 flex flex-col gap-3">
        {reason === "used" ? (
          <Link to={paths.login} className="btn-primary w-full">
            Proceed to Login
          </Link>
        ) : null}
        <Link to={paths.signup} className="btn-outline w-full">
          Go back
        </Link>
      </div>
    </StatusShell>
  );
}
