import { earlierAddressSchema } from "@campusgo/domain";
import { ADDRESS_PROOF_ACCEPT } from "@campusgo/domain/constants";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { UploadIcon } from "../../../components/app-icons.tsx";
import { TextField } from "../../../components/form/index.ts";
import { paths } from "../../../config/paths.ts";
import { useSaveEarlierAddress } from "../api/save-earlier-address.ts";
import { useObjectUrl } from "../components/use-object-url.ts";
import type { DriverKyc } from "../kyc-types.ts";
import { ADDRESS_PROOF_REQUIRED, addressProofProblem } from "../lib/address-proof.ts";
import { reportSaveError } from "../lib/server-errors.ts";
import { EarlierFrame } from "./earlier-frame.tsx";

type Input = z.input<typeof earlierAddressSchema>;
type Output = z.output<typeof earlierAddressSchema>;

function AddressForm({ kyc }: { kyc: DriverKyc }) {
  const navigate = useNavigate();
  const fileId = useId();
  const save = useSaveEarlierAddress();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const preview = useObjectUrl(file);
  const savedProof = kyc.earlier.addressProof;
  const shown = preview ?? savedProof?.url ?? null;

  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(earlierAddressSchema),
    defaultValues: { address: kyc.earlier.address ?? "" },
  });

  const pick = (picked: File | undefined) => {
    if (!picked) return;
    const problem = addressProofProblem(picked);
    setFileError(problem);
    if (!problem) setFile(picked);
  };

  const onSubmit = handleSubmit(
    (values) => {
      if (!file && !savedProof) {
        setFileError(ADDRESS_PROOF_REQUIRED);
        return;
      }
      save.mutate(
        { address: values.address, addressProof: file ?? undefined },
        {
          onSuccess: () => {
            toast.success("Address saved");
            navigate(paths.drivPlace);
          },
          onError: (error) => reportSaveError(error, ["address"] as const, setError),
        },
      );
    },
    () => {
      if (!file && !savedProof) setFileError(ADDRESS_PROOF_REQUIRED);
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField
        announceError
        label="Address"
        placeholder="Enter your address"
        autoComplete="street-address"
        error={formState.errors.address?.message}
        {...register("address")}
      />
      <div className="space-y-2">
        <label htmlFor={fileId} className="block text-sm font-semibold text-ink">
          Upload an electric, water or waste bill
        </label>
        <p id={`${fileId}-hint`} className="text-xs text-ink-muted">
          png, jpeg or jpg only
        </p>
        <div
          className={`overflow-hidden rounded-xl border-2 border-dashed transition focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/20 ${
            fileError ? "border-danger/60" : "border-line"
          }`}
        >
          {shown && (
            <img
              src={shown}
              alt={file ? "Preview of the chosen bill" : "Your saved bill"}
              className="max-h-72 w-full bg-surface object-contain"
            />
          )}
          <label
            htmlFor={fileId}
            className="flex cursor-pointer items-center justify-center gap-2 bg-surface px-4 py-5 font-semibold text-brand-700 hover:bg-brand-50"
          >
            <UploadIcon className="size-5" />
            {shown ? "Choose another bill" : "Choose a bill to upload"}
          </label>
          <input
            id={fileId}
            type="file"
            accept={ADDRESS_PROOF_ACCEPT.join(",")}
            required={!savedProof}
            className="sr-only"
            aria-describedby={`${fileId}-hint${fileError ? ` ${fileId}-error` : ""}`}
            aria-invalid={fileError ? true : undefined}
            onChange={(e) => {
              pick(e.currentTarget.files?.[0]);
              e.currentTarget.value = "";
            }}
          />
        </div>
        {file && <p className="truncate text-xs text-ink-muted">Chosen: {file.name}</p>}
        {fileError && (
          <p id={`${fileId}-error`} className="field-error" role="alert">
            {fileError}
          </p>
        )}
      </div>
      <div className="flex justify-end pt-2">
        <button
          type="submit"
          className="btn-primary w-full sm:w-auto sm:min-w-36"
          disabled={save.isPending}
          aria-busy={save.isPending}
        >
          {save.isPending ? "Saving..." : "Next"}
        </button>
      </div>
    </form>
  );
}

/** /DrivUpload and /Driv-upload: the earlier Address Verification screen. */
export default function AddressVerificationPage() {
  return (
    <EarlierFrame stage={2} title="Address Verification">
      {(kyc) => <AddressForm kyc={kyc} />}
    </EarlierFrame>
  );
}
