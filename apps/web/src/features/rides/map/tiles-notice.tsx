/** The one line that says the map is a plan, not a street map, when tiles cannot be shown. */
export function TilesNotice() {
  return (
    <p
      role="status"
      className="pointer-events-none absolute top-2 right-2 left-2 z-[1001] truncate rounded-full bg-white/95 px-3 py-1.5 text-center text-xs font-semibold text-ink shadow md:right-auto md:left-[432px] md:max-w-[calc(100%-480px)]"
    >
      Map tiles unavailable — showing the campus plan
    </p>
  );
}
