import { kycIdentitySchema } from "@campusgo/domain";
import { IDENTIFICATION_OPTIONS_WIZARD, LIMITS } from "@campusgo/domain/constants";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { SelectField, TextField } from "../../../components/form/index.ts";
import { useSaveIdentityStep } from "../api/save-identity-step.ts";
import { ImagePicker } from "../components/image-picker.tsx";
import { type PhotoSelection, photoCount, selectionFrom } from "../lib/photo-selection.ts";
import { reportSaveError } from "../lib/server-errors.ts";
import { StepActions } from "./step-actions.tsx";
import type { StepProps } from "./step-props.ts";

type Input = z.input<typeof kycIdentitySchema>;
type Output = z.output<typeof kycIdentitySchema>;

/** An empty optional field is "not given", not an empty value. */
const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

const known = (value: string | null, options: readonly string[]) =>
  value && options.includes(value) ? value : "";

/** Step 1: means of identification, document ID and up to four document photos. */
export function IdentityStep({ kyc, onDone, onBack }: StepProps) {
  const [photos, setPhotos] = useState<PhotoSelection>(() => selectionFrom(kyc.identity.documentPhotos));
  const save = useSaveIdentityStep();
  const { register, handleSubmit, setValue, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(kycIdentitySchema),
    defaultValues: {
      meansOfIdentification: known(
        kyc.identity.meansOfIdentification,
        IDENTIFICATION_OPTIONS_WIZARD,
      ) as Input["meansOfIdentification"],
      documentID: kyc.identity.documentID ?? "",
      documentExpiresOn: kyc.identity.documentExpiresOn ?? undefined,
      documentPhotos: photoCount(photos),
    },
  });
  const { errors } = formState;

  const changePhotos = (next: PhotoSelection) => {
    setPhotos(next);
    setValue("documentPhotos", photoCount(next), { shouldValidate: formState.isSubmitted });
  };

  const onSubmit = handleSubmit((values) =>
    save.mutate(
      {
        meansOfIdentification: values.meansOfIdentification,
        documentID: values.documentID,
        documentExpiresOn: values.documentExpiresOn ?? "",
        photos,
      },
      {
        onSuccess: onDone,
        onError: (error) =>
          reportSaveError(
            error,
            ["meansOfIdentification", "documentID", "documentExpiresOn", "documentPhotos"] as const,
            setError,
          ),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <div>
        <h2 className="font-display text-xl font-bold">Identity</h2>
        <p className="text-sm text-ink-muted">Tell us who you are with a valid means of identification.</p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          announceError
          label="Means of identification"
          placeholder="Select means of identification"
          options={IDENTIFICATION_OPTIONS_WIZARD}
          error={errors.meansOfIdentification?.message}
          {...register("meansOfIdentification")}
        />
        <TextField
          announceError
          label="Document ID"
          placeholder="Enter document ID"
          autoComplete="off"
          error={errors.documentID?.message}
          {...register("documentID")}
        />
        <TextField
          announceError
          label="Expiry date, if it has one"
          type="date"
          hint="A driver's licence or a passport runs out; a NIN does not. We remind you 30 and 7 days before."
          error={errors.documentExpiresOn?.message}
          {...register("documentExpiresOn", { setValueAs: blankToUndefined })}
        />
      </div>
      <ImagePicker
        label="Document photos"
        itemName="Document photo"
        max={LIMITS.kycMaxImages}
        value={photos}
        onChange={changePhotos}
        error={errors.documentPhotos?.message}
      />
      <StepActions onBack={onBack} busy={save.isPending} />
    </form>
  );
}
