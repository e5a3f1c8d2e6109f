import { useEffect, useState } from "react";
import { LocationPopup } from "../components/location-popup.tsx";
import { RidePicker } from "../components/ride-picker.tsx";
import { useLocateMe } from "../hooks/use-locate-me.ts";
import { mapStore } from "../map/map-store.ts";
import { bookingDraft } from "../state/booking-draft.ts";

/** /dashboard: the location popup (once per visit), then the ride picker. */
export default function DashboardHomeScreen() {
  const asked = bookingDraft.useSelect((s) => s.locationAsked);
  const myLocation = bookingDraft.useSelect((s) => s.myLocation);
  const [open, setOpen] = useState(!asked);
  const { locate, locating } = useLocateMe();

  useEffect(() => {
    if (myLocation) mapStore.set({ me: myLocation });
  }, [myLocation]);

  const cancel = () => {
    if (locating) return;
    bookingDraft.set({ locationAsked: true });
    setOpen(false);
  };

  return (
    <>
      <RidePicker onAskLocation={() => void locate()} />
      <LocationPopup
        open={open}
        locating={locating}
        onCancel={cancel}
        onUseLocation={() => {
          void locate().finally(() => setOpen(false));
        }}
      />
    </>
  );
}
