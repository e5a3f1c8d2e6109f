import { LIMITS } from "@campusgo/domain/constants";
import { useRef, useState } from "react";
import { AlertCircleIcon } from "../../../components/app-icons.tsx";
import { Stepper } from "../components/stepper.tsx";
import type { DriverKyc } from "../kyc-types.ts";
import { BankStep } from "./bank-step.tsx";
import { IdentityStep } from "./identity-step.tsx";
import { ProfileStep } from "./profile-step.tsx";
import { VehicleStep } from "./vehicle-step.tsx";

interface KycWizardProps {
  kyc: DriverKyc;
  whois: string;
  onSubmitted: () => void;
  onFailed: (detail: string) => void;
}

/** Where a driver resumes: the step after the last saved one; a rejected verification starts over at 1. */
export function resumeStep(kyc: DriverKyc): number {
  if (kyc.status === "rejected") return 1;
  return Math.min(Math.max(kyc.step + 1, 1), LIMITS.kycSteps);
}

/** The four steps of SPEC 2.11; each is saved on the server before the next one shows. */
export function KycWizard({ kyc, whois, onSubmitted, onFailed }: KycWizardProps) {
  const [step, setStep] = useState(() => resumeStep(kyc));
  const [bankAccountNumber, setBankAccountNumber] = useState<string | undefined>(undefined);
  const top = useRef<HTMLDivElement>(null);

  const go = (next: number) => {
    setStep(next);
    top.current?.scrollIntoView({ block: "start" });
    top.current?.focus({ preventScroll: true });
  };
  const back = step > 1 ? () => go(step - 1) : undefined;

  return (
    <div className="space-y-6">
      <div ref={top} tabIndex={-1} className="scroll-mt-4 outline-none">
        <Stepper current={step} />
      </div>
      {kyc.status === "rejected" && (
        <div role="status" className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm">
          <AlertCircleIcon className="mt-0.5 size-5 shrink-0 text-danger" />
          <div className="space-y-1">
            <p className="font-semibold text-danger">Your verification was not approved</p>
            {kyc.rejectionReason && (
              <p className="text-ink">
                <span className="font-semibold">Reason:</span> {kyc.rejectionReason}
              </p>
            )}
            <p className="text-ink-muted">Fix the details below and submit your verification again.</p>
          </div>
        </div>
      )}
      {step === 1 && <IdentityStep kyc={kyc} onDone={() => go(2)} />}
      {step === 2 && <VehicleStep kyc={kyc} onDone={() => go(3)} onBack={back} />}
      {step === 3 && (
        <BankStep
          kyc={kyc}
          onBack={back}
          onDone={(number) => {
            setBankAccountNumber(number);
            go(4);
          }}
        />
      )}
      {step === 4 && (
        <ProfileStep
          kyc={kyc}
          whois={whois}
          bankAccountNumber={bankAccountNumber}
          onBack={back}
          onFixVehicle={() => go(2)}
          onSubmitted={onSubmitted}
          onFailed={onFailed}
        />
      )}
    </div>
  );
}
