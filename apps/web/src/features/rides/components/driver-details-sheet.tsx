import { formatNaira } from "@campusgo/domain/money";
import { Avatar } from "../../../components/avatar.tsx";
import { Modal } from "../../../components/modal.tsx";
import { pictureAt } from "../../../lib/picture-url.ts";
import type { Offer } from "../api/types.ts";
import { formatAway, formatDistance, formatMinutes } from "../lib/format.ts";
import { Rating } from "./rating.tsx";

interface DriverDetailsSheetProps {
  offer: Offer | null;
  busy: boolean;
  onClose: () => void;
  onAccept: (offer: Offer) => void;
}

/** "800m (5mins away)" when the offer knows both, else what it knows. */
function offerDistance(offer: Offer): string {
  if (offer.distanceM !== null && offer.etaS !== null) return formatAway(offer.distanceM, offer.etaS);
  if (offer.etaS !== null) return `${formatMinutes(offer.etaS)} away`;
  if (offer.distanceM !== null) return formatDistance(offer.distanceM);
  return "Not given";
}

/** "View details": the driver's profile, vehicle and ratings before choosing. */
export function DriverDetailsSheet({ offer, busy, onClose, onAccept }: DriverDetailsSheetProps) {
  const driver = offer?.driver;
  return (
    <Modal open={offer !== null} onClose={onClose} title={driver?.fullName ?? "Driver"} layout="panel">
      {offer && driver ? (
        <div>
          <div className="flex items-center gap-4">
            <Avatar name={driver.fullName} src={driver.profileImage} className="size-16" />
            <div className="min-w-0">
              <p className="text-sm font-semibold text-ink-muted">Verified CampusGo driver</p>
              <p className="flex min-w-0 text-sm">
                <Rating rating={driver.rating} count={driver.ratingCount} />
              </p>
            </div>
          </div>

          {driver.vehicle?.imageUrl ? (
            <img
              src={pictureAt(driver.vehicle.imageUrl, 720)}
              alt={`${driver.fullName}'s ${driver.vehicle.type}`}
              className="mt-4 aspect-video w-full rounded-2xl bg-surface object-cover"
            />
          ) : null}

          <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
            <div className="min-w-0 rounded-xl bg-surface p-3">
              <dt className="text-ink-muted">Vehicle</dt>
              <dd className="font-semibold break-words text-ink">{driver.vehicle?.type ?? "Not given"}</dd>
            </div>
            <div className="min-w-0 rounded-xl bg-surface p-3">
              <dt className="text-ink-muted">Plate number</dt>
              <dd className="font-semibold whitespace-nowrap text-ink" data-testid="plate-number">
                {driver.vehicle?.plateNumber ?? "Not given"}
              </dd>
            </div>
            <div className="min-w-0 rounded-xl bg-surface p-3">
              <dt className="text-ink-muted">Colour</dt>
              <dd className="font-semibold break-words text-ink">{driver.vehicle?.color ?? "Not given"}</dd>
            </div>
            <div className="min-w-0 rounded-xl bg-surface p-3">
              <dt className="text-ink-muted">Distance</dt>
              <dd className="font-semibold text-ink">{offerDistance(offer)}</dd>
            </div>
          </dl>

          <div className="mt-5 flex items-center justify-between gap-3">
            <p>
              <span className="block text-xs text-ink-muted">Offer</span>
              <span className="font-display text-2xl font-bold text-ink">
                {formatNaira(offer.amountKobo)}
              </span>
            </p>
            <div className="flex gap-2">
              <button type="button" className="btn-primary" disabled={busy} onClick={() => onAccept(offer)}>
                Accept
              </button>
            </div>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
