import { kycProfileSchema, kycVehicleSchema } from "@campusgo/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { errorMessage } from "../../../lib/api-client.ts";
import { useSubmitDriverKyc } from "../api/submit-driver-kyc.ts";
import { ImagePicker } from "../components/image-picker.tsx";
import { type PhotoSelection, photoCount, selectionFrom } from "../lib/photo-selection.ts";
import { StepActions } from "./step-actions.tsx";
import type { StepProps } from "./step-props.ts";

type Input = z.input<typeof kycProfileSchema>;
type Output = z.output<typeof kycProfileSchema>;

/** The final step re-checks the vehicle's type and plate number (SPEC 5). */
const vehicleRecheck = kycVehicleSchema.pick({ vehicleType: true, plateNumber: true });

interface ProfileStepProps extends Omit<StepProps, "onDone"> {
  whois: string;
  bankAccountNumber?: string | undefined;
  onSubmitted: () => void;
  onFailed: (detail: string) => void;
  onFixVehicle: () => void;
}

/** Step 4: a profile image, or Skip. Either way the verification is sent for review. */
export function ProfileStep(props: ProfileStepProps) {
  const { kyc, whois, bankAccountNumber, onSubmitted, onFailed, onFixVehicle, onBack } = props;
  const [photo, setPhoto] = useState<PhotoSelection>(() => selectionFrom(kyc.profileImage));
  const submit = useSubmitDriverKyc();
  const { handleSubmit, setValue, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(kycProfileSchema),
    defaultValues: { profileImage: photoCount(photo) },
  });

  const vehicle = vehicleRecheck.safeParse({
    vehicleType: kyc.vehicle.vehicleType ?? undefined,
    plateNumber: kyc.vehicle.plateNumber ?? "",
  });
  const vehicleProblems = vehicle.success ? [] : [...new Set(vehicle.error.issues.map((i) => i.message))];

  const changePhoto = (next: PhotoSelection) => {
    setPhoto(next);
    setValue("profileImage", photoCount(next), { shouldValidate: formState.isSubmitted });
  };

  const send = (skip: boolean) => {
    if (vehicleProblems.length > 0) return;
    submit.mutate(
      { whois, saved: kyc, bankAccountNumber, profileImage: photo.files[0], skip },
      { onSuccess: onSubmitted, onError: (error) => onFailed(errorMessage(error)) },
    );
  };

  const onSubmit = handleSubmit(() => send(false));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <div>
        <h2 className="font-display text-xl font-bold">Profile image</h2>
        <p className="text-sm text-ink-muted">
          A clear photo of your face helps riders recognise you at pickup.
        </p>
      </div>
      {vehicleProblems.length > 0 && (
        <div role="alert" className="space-y-2 rounded-xl bg-red-50 p-4 text-sm text-danger">
          {vehicleProblems.map((message) => (
            <p key={message}>{message}</p>
          ))}
          <button type="button" className="font-semibold underline" onClick={onFixVehicle}>
            Go to the vehicle step
          </button>
        </div>
      )}
      <ImagePicker
        label="Profile image"
        itemName="Profile image"
        max={1}
        round
        value={photo}
        onChange={changePhoto}
        error={formState.errors.profileImage?.message}
      />
      <StepActions onBack={onBack} busy={submit.isPending} submitLabel="Submit">
        <button type="button" className="btn-outline" disabled={submit.isPending} onClick={() => send(true)}>
          Skip
        </button>
      </StepActions>
    </form>
  );
}
