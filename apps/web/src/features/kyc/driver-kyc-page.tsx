import { useState } from "react";
import { Navigate, useSearchParams } from "react-router";
import { AlertCircleIcon } from "../../components/app-icons.tsx";
import { PageSpinner, SectionSpinner } from "../../components/spinner.tsx";
import { driverKycPath } from "../../config/paths.ts";
import { ApiError, errorMessage } from "../../lib/api-client.ts";
import { useSessionUser } from "../../lib/session.ts";
import { useDriverKyc } from "./api/get-driver-kyc.ts";
import { KycShell } from "./components/kyc-shell.tsx";
import { KycStatusPanel } from "./components/kyc-status-panel.tsx";
import { NoticePanel } from "./components/notice-panel.tsx";
import { SignInRequired } from "./components/sign-in-required.tsx";
import { FailureDialog, SuccessModal } from "./components/submit-result-dialogs.tsx";
import { kycHeading } from "./lib/status-copy.ts";
import { KycWizard } from "./wizard/kyc-wizard.tsx";

/** /driver-kyc?whois=...: the four-step verification wizard of the signed-in driver. */
export default function DriverKycPage() {
  const [params] = useSearchParams();
  const whois = params.get("whois");
  const { user, checking } = useSessionUser();
  const isOwner = user?.role === "driver" && (!whois || whois === user.id);
  const kyc = useDriverKyc(isOwner);
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (checking) return <PageSpinner label="Checking your account" />;
  if (user?.role === "driver" && !whois) return <Navigate to={driverKycPath(user.id)} replace />;

  const signedOut = !user || (kyc.error instanceof ApiError && kyc.error.status === 401);
  let body: React.ReactNode;
  if (signedOut) body = <SignInRequired />;
  else if (!isOwner) body = <SignInRequired signedInAs={user} notDriver={user.role !== "driver"} />;
  else if (kyc.isPending) body = <SectionSpinner label="Loading your verification" />;
  else if (kyc.isError)
    body = (
      <NoticePanel
        tone="danger"
        icon={<AlertCircleIcon className="size-8" />}
        title="We could not load your verification"
        actions={
          <button type="button" className="btn-primary" onClick={() => void kyc.refetch()}>
            Try again
          </button>
        }
      >
        <p>{errorMessage(kyc.error)}</p>
      </NoticePanel>
    );
  else if (!submitted && (kyc.data.status === "pending" || kyc.data.status === "approved"))
    body = <KycStatusPanel kyc={kyc.data} />;
  else
    body = (
      <KycWizard
        kyc={kyc.data}
        whois={user.id}
        onSubmitted={() => setSubmitted(true)}
        onFailed={(detail) => setFailure(detail)}
      />
    );

  return (
    <KycShell
      {...kycHeading(kyc.data?.status)}
      subtitle="Verify your identity, vehicle and bank details to start driving with CampusGo."
    >
      {body}
      <SuccessModal open={submitted} />
      <FailureDialog open={failure !== null} detail={failure ?? undefined} onClose={() => setFailure(null)} />
    </KycShell>
  );
}
