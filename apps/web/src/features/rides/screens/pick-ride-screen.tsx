import { RidePicker } from "../components/ride-picker.tsx";
import { useLocateMe } from "../hooks/use-locate-me.ts";

/** /dashboard/pick-ride: the ride picker on its own. */
export default function PickRideScreen() {
  const { locate } = useLocateMe();
  return <RidePicker onAskLocation={() => void locate()} />;
}
