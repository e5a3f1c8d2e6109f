import { earlierPlaceSchema } from "@campusgo/domain";
import { OPERATING_PLACES } from "@campusgo/domain/constants";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { SelectField } from "../../../components/form/index.ts";
import { paths } from "../../../config/paths.ts";
import { useSaveEarlierPlace } from "../api/save-earlier-place.ts";
import type { DriverKyc } from "../kyc-types.ts";
import { reportSaveError } from "../lib/server-errors.ts";
import { EarlierFrame } from "./earlier-frame.tsx";

type Input = z.input<typeof earlierPlaceSchema>;
type Output = z.output<typeof earlierPlaceSchema>;

function PlaceForm({ kyc }: { kyc: DriverKyc }) {
  const navigate = useNavigate();
  const save = useSaveEarlierPlace();
  const saved = kyc.earlier.operatingPlace;
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(earlierPlaceSchema),
    defaultValues: {
      place: ((OPERATING_PLACES as readonly string[]).includes(saved ?? "") ? saved : "") as Input["place"],
    },
  });

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        toast.success("Place saved");
        navigate(paths.dashboard);
      },
      onError: (error) => reportSaveError(error, ["place"] as const, setError),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p className="text-sm text-ink-muted">Choose the part of campus where you want to pick up riders.</p>
      <SelectField
        announceError
        label="Address"
        placeholder="Select a place"
        options={OPERATING_PLACES}
        error={formState.errors.place?.message}
        {...register("place")}
      />
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

/** /DrivPlace and /Driv-place: the earlier "Places you want to operate in" screen. */
export default function OperatingPlacePage() {
  return (
    <EarlierFrame stage={3} title="Places you want to operate in">
      {(kyc) => <PlaceForm kyc={kyc} />}
    </EarlierFrame>
  );
}
