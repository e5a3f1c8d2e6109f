import type { DriverKyc } from "../kyc-types.ts";

export interface StepProps {
  kyc: DriverKyc;
  /** Called once the step is saved on the server. */
  onDone: () => void;
  onBack?: () => void;
}
