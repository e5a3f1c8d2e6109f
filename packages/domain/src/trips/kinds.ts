/**
 * The kinds of trip the core carries (docs/decisions/0029-the-trip-core.md). Each is an aggregate of its own (its
 * table, statuses and transition table); they share, by (kind, id), the transition kernel, the trip-event table,
 * the driver's one active job, dispatch and offers, socket rooms, hand-over codes, tracks and charges.
 */
export const TRIP_KINDS = ["ride", "delivery", "shuttle_run"] as const;
export type TripKind = (typeof TRIP_KINDS)[number];

/** One row of a kind's transition table: `event` by `by` moves `from` to `to` (when `only` holds, if given). */
export interface TransitionRow<
  S extends string,
  E extends string,
  A extends string,
  V extends string = never,
> {
  event: E;
  from: S;
  to: S;
  by: A;
  /** Only for this variant of the kind (a ride's round trip); every variant when absent. */
  only?: V;
}

/**
 * The row of `table` that `event` by `by` makes from `from`, or null when the table does not allow it. With
 * `variant`, rows of another variant do not count; without it, any row does.
 */
export function findTransition<S extends string, E extends string, A extends string, V extends string>(
  table: readonly TransitionRow<S, E, A, V>[],
  from: S,
  event: E,
  by: A,
  variant?: V,
): TransitionRow<S, E, A, V> | null {
  return (
    table.find(
      (t) =>
        t.from === from && t.event === event && t.by === by && (!variant || !t.only || t.only === variant),
    ) ?? null
  );
}
