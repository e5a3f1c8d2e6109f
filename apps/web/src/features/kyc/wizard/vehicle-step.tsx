import { kycVehicleSchema } from "@campusgo/domain";
import { LIMITS, SERVICE_AREAS, VEHICLE_TYPES } from "@campusgo/domain/constants";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { SelectField, TextField } from "../../../components/form/index.ts";
import { useSaveVehicleStep } from "../api/save-vehicle-step.ts";
import { ImagePicker } from "../components/image-picker.tsx";
import { type PhotoSelection, photoCount, selectionFrom } from "../lib/photo-selection.ts";
import { reportSaveError } from "../lib/server-errors.ts";
import { StepActions } from "./step-actions.tsx";
import type { StepProps } from "./step-props.ts";

type Input = z.input<typeof kycVehicleSchema>;
type Output = z.output<typeof kycVehicleSchema>;

const known = (value: string | null, options: readonly string[]) =>
  value && options.includes(value) ? value : "";
/** An empty optional field is "not given", not an empty value. */
const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

/** Step 2: vehicle type, plate number, colour, seats, service area and up to four vehicle photos. */
export function VehicleStep({ kyc, onDone, onBack }: StepProps) {
  const [photos, setPhotos] = useState<PhotoSelection>(() => selectionFrom(kyc.vehicle.vehiclePhotos));
  const save = useSaveVehicleStep();
  const { register, handleSubmit, setValue, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(kycVehicleSchema),
    defaultValues: {
      vehicleType: known(kyc.vehicle.vehicleType, VEHICLE_TYPES) as Input["vehicleType"],
      plateNumber: kyc.vehicle.plateNumber ?? "",
      vehicleColor: kyc.vehicle.vehicleColor ?? "",
      numberOfSeats: kyc.vehicle.numberOfSeats ?? undefined,
      serviceArea: (known(kyc.vehicle.serviceArea, SERVICE_AREAS) || undefined) as Input["serviceArea"],
      vehiclePhotos: photoCount(photos),
      vehiclePapersExpireOn: kyc.vehicle.vehiclePapersExpireOn ?? undefined,
    },
  });
  const { errors } = formState;

  const changePhotos = (next: PhotoSelection) => {
    setPhotos(next);
    setValue("vehiclePhotos", photoCount(next), { shouldValidate: formState.isSubmitted });
  };

  const onSubmit = handleSubmit((values) =>
    save.mutate(
      {
        vehicleType: values.vehicleType,
        plateNumber: values.plateNumber,
        vehicleColor: values.vehicleColor,
        numberOfSeats: values.numberOfSeats,
        serviceArea: values.serviceArea,
        vehiclePapersExpireOn: values.vehiclePapersExpireOn ?? "",
        photos,
      },
      {
        onSuccess: onDone,
        onError: (error) =>
          reportSaveError(
            error,
            [
              "vehicleType",
              "plateNumber",
              "vehicleColor",
              "numberOfSeats",
              "serviceArea",
              "vehiclePapersExpireOn",
              "vehiclePhotos",
            ] as const,
            setError,
          ),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <div>
        <h2 className="font-display text-xl font-bold">Vehicle</h2>
        <p className="text-sm text-ink-muted">Riders see these details when you accept their request.</p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          announceError
          label="Vehicle type"
          placeholder="Select vehicle type"
          options={VEHICLE_TYPES}
          error={errors.vehicleType?.message}
          {...register("vehicleType")}
        />
        <TextField
          announceError
          label="Plate number"
          placeholder="e.g. ENU 123 AB"
          autoComplete="off"
          inputClassName="uppercase placeholder:normal-case"
          error={errors.plateNumber?.message}
          {...register("plateNumber")}
        />
        <TextField
          announceError
          label="Colour"
          placeholder="e.g. Yellow"
          autoComplete="off"
          error={errors.vehicleColor?.message}
          {...register("vehicleColor")}
        />
        <TextField
          announceError
          label="Number of seats"
          type="number"
          inputMode="numeric"
          min={1}
          max={60}
          placeholder="e.g. 3"
          error={errors.numberOfSeats ? "Enter a number of seats from 1 to 60" : undefined}
          {...register("numberOfSeats", { setValueAs: blankToUndefined })}
        />
        <div className="sm:col-span-2">
          <SelectField
            announceError
            label="Service area"
            placeholder="Select service area"
            options={SERVICE_AREAS}
            error={errors.serviceArea?.message}
            {...register("serviceArea", { setValueAs: blankToUndefined })}
          />
        </div>
        <TextField
          announceError
          label="Vehicle papers expire on"
          type="date"
          hint="The first of the vehicle licence, insurance and roadworthiness to run out. We remind you 30 and 7 days before."
          error={errors.vehiclePapersExpireOn?.message}
          {...register("vehiclePapersExpireOn", { setValueAs: blankToUndefined })}
        />
      </div>
      <ImagePicker
        label="Vehicle photos"
        itemName="Vehicle photo"
        max={LIMITS.kycMaxImages}
        value={photos}
        onChange={changePhotos}
        error={errors.vehiclePhotos?.message}
      />
      <StepActions onBack={onBack} busy={save.isPending} />
    </form>
  );
}
