import type { PublicUser } from "@campusgo/domain";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { AlertCircleIcon } from "../../../components/app-icons.tsx";
import { SectionSpinner } from "../../../components/spinner.tsx";
import { paths } from "../../../config/paths.ts";
import { errorMessage } from "../../../lib/api-client.ts";
import { useSessionUser } from "../../../lib/session.ts";
import { useDriverKyc } from "../api/get-driver-kyc.ts";
import { KycShell } from "../components/kyc-shell.tsx";
import { NoticePanel } from "../components/notice-panel.tsx";
import { SignInRequired } from "../components/sign-in-required.tsx";
import type { DriverKyc } from "../kyc-types.ts";
import { kycHeading } from "../lib/status-copy.ts";

const STAGES = ["Identity", "Address", "Place"] as const;

interface EarlierFrameProps {
  /** 1 identity, 2 address, 3 places. */
  stage: 1 | 2 | 3;
  title: string;
  children: (kyc: DriverKyc, user: PublicUser) => ReactNode;
}

/**
 * The frame of the earlier verification screens: "kYC Verification" heading, which of the three screens
 * this is, the "Already have an account? Login" prompt, and the signed-in driver's saved data.
 */
export function EarlierFrame({ stage, title, children }: EarlierFrameProps) {
  const { user, checking } = useSessionUser();
  const isDriver = user?.role === "driver";
  const kyc = useDriverKyc(isDriver);

  let body: ReactNode;
  if (checking) body = <SectionSpinner label="Checking your account" />;
  else if (!user) body = <SignInRequired />;
  else if (!isDriver) body = <SignInRequired signedInAs={user} notDriver />;
  else if (kyc.isPending) body = <SectionSpinner label="Loading your details" />;
  else if (kyc.isError)
    body = (
      <NoticePanel
        tone="danger"
        icon={<AlertCircleIcon className="size-8" />}
        title="We could not load your details"
        actions={
          <button type="button" className="btn-primary" onClick={() => void kyc.refetch()}>
            Try again
          </button>
        }
      >
        <p>{errorMessage(kyc.error)}</p>
      </NoticePanel>
    );
  else body = children(kyc.data, user);

  return (
    <KycShell
      {...kycHeading(kyc.data?.status)}
      footer={
        <p>
          Already have an account?{" "}
          <Link to={paths.login} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            Login
          </Link>
        </p>
      }
    >
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="font-display text-xl font-bold">{title}</h2>
        <ol className="flex items-center gap-2 text-xs font-semibold" aria-label="Verification screens">
          {STAGES.map((name, i) => (
            <li
              key={name}
              aria-current={i + 1 === stage ? "step" : undefined}
              className={`rounded-full px-3 py-1 ${
                i + 1 === stage
                  ? "bg-brand-700 text-white"
                  : i + 1 < stage
                    ? "bg-brand-100 text-brand-800"
                    : "bg-surface text-ink-muted ring-1 ring-line"
              }`}
            >
              {i + 1}. {name}
            </li>
          ))}
        </ol>
      </div>
      {body}
    </KycShell>
  );
}
