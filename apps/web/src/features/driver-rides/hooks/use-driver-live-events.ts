import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import toast from "react-hot-toast";
import { useCurrentUser } from "../../../lib/current-user.ts";
import { applyPushed } from "../../../lib/pushed-data.ts";
import { onEveryConnect, useSocketEvent } from "../../../lib/socket.ts";
import { invalidateDriverBookings } from "../api/driver-bookings.ts";
import { useDriverRequests } from "../api/get-driver-requests.ts";
import { driverKeys } from "../api/keys.ts";
import type { DriverRequest, Ride } from "../api/types.ts";
import { formatDateTime } from "../lib/format.ts";
import { closeRequestNotification } from "../lib/request-notifications.ts";
import { setFinishedRide } from "./finished-ride.ts";
import { dropIncoming } from "./incoming-requests.ts";
import { claimedElsewhere } from "./offer-claims.ts";
import { announceRequest } from "./request-alerts.ts";
import { setRideNotice } from "./ride-notice.ts";

/** An accepted offer for a pickup further away than this was a booking ahead (the server reserves it). */
const BOOKED_AHEAD_MS = 15 * 60_000;
/** A request a few seconds past its time is dropped even if the server's word has not arrived. */
const EXPIRY_GRACE_MS = 5000;

/**
 * The driver's live feed, kept in the query cache whatever tab is open: new requests ("ride:request", announced
 * with a sound, a vibration and a toast), requests
 * taken or lapsed ("ride:request:gone"), the fate of the driver's offers ("offer:updated"; a lost one takes its
 * request away at once, and the server's notice tells the driver why) and changes to the
 * assigned ride ("ride:updated").
 */
export function useDriverLiveEvents(online: boolean): void {
  const queryClient = useQueryClient();
  const requests = useDriverRequests(online);
  const userId = useCurrentUser()?.id ?? null;

  // Back from a lost connection (offline, a server restart): what was pushed meanwhile never came, so the
  // ride under way, the open requests and the bookings are read again.
  useEffect(() => {
    if (!userId) return;
    let connectedBefore = false;
    return onEveryConnect(() => {
      if (connectedBefore) {
        void queryClient.invalidateQueries({ queryKey: driverKeys.active });
        void queryClient.invalidateQueries({ queryKey: driverKeys.requests });
        void invalidateDriverBookings(queryClient);
      }
      connectedBefore = true;
    });
  }, [userId, queryClient]);

  const setRequests = (update: (list: DriverRequest[]) => DriverRequest[]) =>
    applyPushed<DriverRequest[]>(queryClient, driverKeys.requests, (list) => update(list ?? []));

  useSocketEvent("ride:request", (request) => {
    const known = queryClient
      .getQueryData<DriverRequest[]>(driverKeys.requests)
      ?.some((r) => r.id === request.id);
    setRequests((list) => [request, ...list.filter((r) => r.id !== request.id)]);
    if (!known) announceRequest(request);
  });

  /** A request the driver can no longer take leaves the list, the request view and the notifications. */
  const forget = (rideId: string) => {
    setRequests((list) => list.filter((r) => r.id !== rideId));
    dropIncoming(rideId);
    void closeRequestNotification(rideId);
  };

  useSocketEvent("ride:request:gone", ({ rideId }) => forget(rideId));

  useSocketEvent("offer:updated", ({ offer }) => {
    // An offer on a delivery: the deliveries' feed announces it.
    if (claimedElsewhere(offer.rideId)) return;
    // Another driver was chosen: the request is gone at once (the server's notice says so).
    if (offer.status === "lost") {
      forget(offer.rideId);
      return;
    }
    setRequests((list) => list.map((r) => (r.id === offer.rideId ? { ...r, myOffer: offer } : r)));
    if (offer.status === "accepted") {
      setRideNotice(null);
      const request = queryClient
        .getQueryData<DriverRequest[]>(driverKeys.requests)
        ?.find((r) => r.id === offer.rideId);
      toast.success(
        request?.scheduledAt && Date.parse(request.scheduledAt) - Date.now() > BOOKED_AHEAD_MS
          ? `You are booked for ${formatDateTime(request.scheduledAt)}. Confirm when we remind you.`
          : "The rider accepted your offer. Head to the pickup.",
        { id: "offer-accepted" },
      );
      void invalidateDriverBookings(queryClient);
      setRequests((list) => list.filter((r) => r.id !== offer.rideId));
      void queryClient.invalidateQueries({ queryKey: driverKeys.active });
      void queryClient.invalidateQueries({ queryKey: driverKeys.requests });
    }
  });

  useSocketEvent("ride:updated", ({ ride }) => {
    const active = queryClient.getQueryData<Ride | null>(driverKeys.active);
    // A ride booked ahead is not the ride under way: it lives in the bookings list until confirmed.
    if (ride.status === "reserved") {
      void invalidateDriverBookings(queryClient);
      if (active?.id === ride.id) queryClient.setQueryData(driverKeys.active, null);
      return;
    }
    if (ride.status === "accepted" && ride.confirmedAt) void invalidateDriverBookings(queryClient);
    const finished = ride.status === "completed" || ride.status === "cancelled" || ride.status === "expired";
    if (active?.id === ride.id || !finished) {
      queryClient.setQueryData(driverKeys.active, finished ? null : ride);
    }
    // A round trip the rider ended while the driver waited: the trip is over here, with the rider to rate.
    if (active?.id === ride.id && active.status === "waiting" && ride.status === "completed") {
      const note = `The rider ended the trip at ${ride.destination.name}.`;
      toast.success(note);
      setFinishedRide({
        rideId: ride.id,
        riderName: ride.rider?.fullName.split(/\s+/)[0] ?? "the rider",
        note,
      });
    }
    if (active?.id === ride.id && ride.status === "cancelled" && ride.cancelledBy === "rider") {
      const words = `The rider cancelled the ride${ride.cancelReason ? `: ${ride.cancelReason}` : ""}.`;
      toast.error(words);
      setRideNotice(words);
    }
    if (finished) {
      void queryClient.invalidateQueries({ queryKey: driverKeys.history });
      void queryClient.invalidateQueries({ queryKey: driverKeys.summary });
    }
  });

  // Requests lapse on their own at expiresAt.
  const list = requests.data;
  useEffect(() => {
    if (!list?.length) return;
    const timers = list.map((r) => {
      const ms = Math.max(0, new Date(r.expiresAt).getTime() + EXPIRY_GRACE_MS - Date.now());
      return window.setTimeout(
        () =>
          queryClient.setQueryData<DriverRequest[]>(driverKeys.requests, (l) =>
            l?.filter((x) => x.id !== r.id || x.myOffer?.status === "pending"),
          ),
        ms,
      );
    });
    return () => {
      for (const t of timers) window.clearTimeout(t);
    };
  }, [list, queryClient]);
}
