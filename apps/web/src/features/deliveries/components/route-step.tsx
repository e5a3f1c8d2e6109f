import { DELIVERY_MESSAGES } from "@campusgo/domain";
import { bookingDraft, PlaceSearchField, ScheduleOptions } from "../../rides/index.ts";
import { type SendErrors, type SendField, samePlace } from "../lib/send-form.ts";
import { sendDraft } from "../state/send-draft.ts";

/** Where the package is picked up and where it goes (campus places, the map's search), and when. */
export function RouteStep({ errors, onEdit }: { errors: SendErrors; onEdit: (field: SendField) => void }) {
  const draft = sendDraft.useSelect((s) => s);
  // Where the phone is, when the sender shared it on the dashboard: the first choice for the pickup.
  const here = bookingDraft.useSelect((s) => s.myLocation);
  const me = here ? { ...here, name: "My current location" } : null;
  return (
    <div className="space-y-3">
      <PlaceSearchField
        label="Pickup"
        placeholder="Where should the driver collect it?"
        tone="pickup"
        value={draft.pickup}
        currentLocation={me}
        error={errors.pickup}
        autoFocus={!draft.pickup}
        onSelect={(pickup) => {
          sendDraft.set({ pickup });
          onEdit("pickup");
        }}
      />
      <PlaceSearchField
        label="Drop-off"
        placeholder="Where should it go?"
        tone="destination"
        value={draft.dropoff}
        // The same place at both ends is refused as soon as it is picked.
        error={
          errors.dropoff ?? (samePlace(draft.pickup, draft.dropoff) ? DELIVERY_MESSAGES.sameLocation : null)
        }
        onSelect={(dropoff) => {
          sendDraft.set({ dropoff });
          onEdit("dropoff");
        }}
      />
      <div className="pt-1">
        <ScheduleOptions
          scheduledAt={draft.scheduledAt}
          roundTrip={false}
          waitMinutes={0}
          withRoundTrip={false}
          onChange={({ scheduledAt }) => {
            if (scheduledAt !== undefined) sendDraft.set({ scheduledAt });
            onEdit("scheduledAt");
          }}
        />
        {errors.scheduledAt ? (
          <p className="field-error" role="alert">
            {errors.scheduledAt}
          </p>
        ) : null}
      </div>
    </div>
  );
}
