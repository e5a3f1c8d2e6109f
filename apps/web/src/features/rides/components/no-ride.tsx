import { Link } from "react-router";
import { useFlowPaths } from "../hooks/use-flow-paths.ts";
import { RideSheet } from "./ride-sheet.tsx";

/** A flow screen opened without a ride to show. */
export function NoRide({ title }: { title: string }) {
  const flow = useFlowPaths();
  return (
    <RideSheet title={title}>
      <p className="text-ink-muted">You have no ride in progress.</p>
      <Link to={flow.home} className="btn-primary mt-4 w-full">
        Book a ride
      </Link>
    </RideSheet>
  );
}

/** The sheet's skeleton while the ride loads. */
export function RideSkeleton({ title }: { title: string }) {
  return (
    <RideSheet title={title}>
      <div className="space-y-3" role="status" aria-label="Loading">
        <div className="h-16 animate-pulse rounded-2xl bg-surface" />
        <div className="h-16 animate-pulse rounded-2xl bg-surface" />
        <div className="h-11 animate-pulse rounded-xl bg-surface" />
      </div>
    </RideSheet>
  );
}
