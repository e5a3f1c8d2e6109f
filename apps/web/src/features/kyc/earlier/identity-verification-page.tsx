import { earlierIdentitySchema } from "@campusgo/domain";
import { IDENTIFICATION_OPTIONS_EARLIER } from "@campusgo/domain/constants";
import { MESSAGES } from "@campusgo/domain/messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { Link, useNavigate } from "react-router";
import { z } from "zod";
import { SelectField, TextField } from "../../../components/form/index.ts";
import { paths } from "../../../config/paths.ts";
import { useGoogleEnabled } from "../api/get-client-config.ts";
import { useSaveEarlierIdentity } from "../api/save-earlier-identity.ts";
import type { DriverKyc } from "../kyc-types.ts";
import { reportSaveError } from "../lib/server-errors.ts";
import { EarlierFrame } from "./earlier-frame.tsx";

/** The shared rules, with the wizard's message for a blank document ID. */
const identitySchema = earlierIdentitySchema.extend({
  documentID: z
    .string()
    .trim()
    .min(1, { error: MESSAGES.enterDocumentId })
    .pipe(earlierIdentitySchema.shape.documentID),
});

type Input = z.input<typeof identitySchema>;
type Output = z.output<typeof identitySchema>;

const today = () => new Date().toISOString().slice(0, 10);

function IdentityForm({ kyc }: { kyc: DriverKyc }) {
  const navigate = useNavigate();
  const save = useSaveEarlierIdentity();
  const googleEnabled = useGoogleEnabled();
  const saved = kyc.earlier;
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(identitySchema),
    defaultValues: {
      meansOfIdentification: ((IDENTIFICATION_OPTIONS_EARLIER as readonly string[]).includes(
        saved.meansOfIdentification ?? "",
      )
        ? saved.meansOfIdentification
        : "") as Input["meansOfIdentification"],
      documentID: saved.documentID ?? "",
      dob: saved.dob ?? "",
    },
  });
  const { errors } = formState;
  const documentId = register("documentID");

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        toast.success("Identity saved");
        navigate(paths.drivPlace);
      },
      onError: (error) =>
        reportSaveError(error, ["meansOfIdentification", "documentID", "dob"] as const, setError),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <SelectField
        announceError
        label="Means of Identification"
        placeholder="Select means of identification"
        options={IDENTIFICATION_OPTIONS_EARLIER}
        error={errors.meansOfIdentification?.message}
        {...register("meansOfIdentification")}
      />
      <TextField
        announceError
        label="Document ID"
        placeholder="Enter your document ID number"
        inputMode="numeric"
        autoComplete="off"
        hint={errors.documentID ? undefined : "Numbers only"}
        error={errors.documentID?.message}
        {...documentId}
        onChange={(e) => {
          // Numbers only: anything else typed or pasted is dropped.
          e.target.value = e.target.value.replace(/\D/g, "");
          void documentId.onChange(e);
        }}
      />
      <TextField
        announceError
        label="Date of Birth"
        type="date"
        max={today()}
        error={errors.dob?.message}
        {...register("dob")}
      />
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Link to={paths.drivUpload} className="btn-outline">
          Skip Now
        </Link>
        <button
          type="submit"
          className="btn-primary sm:min-w-36"
          disabled={save.isPending}
          aria-busy={save.isPending}
        >
          {save.isPending ? "Saving..." : "Next"}
        </button>
      </div>
      {googleEnabled && (
        <div className="space-y-3 md:hidden">
          <p className="flex items-center gap-3 text-xs text-ink-muted before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
            or
          </p>
          <Link to={paths.driverSignup} className="btn-outline w-full border-line text-ink">
            <GoogleMark />
            Continue with Google
          </Link>
        </div>
      )}
    </form>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
      <path
        fill="#4285F4"
        d="M22.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h5.9a5 5 0 0 1-2.2 3.3v2.7h3.5c2-1.9 3.3-4.7 3.3-8.1Z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.2-2.7l-3.5-2.7c-1 .7-2.2 1-3.7 1-2.8 0-5.2-1.9-6.1-4.5H2.3v2.8A11 11 0 0 0 12 23Z"
      />
      <path fill="#FBBC05" d="M5.9 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.3a11 11 0 0 0 0 9.8l3.6-2.8Z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3 .6 4.1 1.6l3.1-3.1A11 11 0 0 0 2.3 7.1l3.6 2.8C6.8 7.3 9.2 5.4 12 5.4Z"
      />
    </svg>
  );
}

/** /DriVerify and /Dri-verify: the earlier Identity Verification screen. */
export default function IdentityVerificationPage() {
  return (
    <EarlierFrame stage={1} title="Identity Verification">
      {(kyc) => <IdentityForm kyc={kyc} />}
    </EarlierFrame>
  );
}
