import { z } from "zod";

/**
 * A run of a shuttle line (docs/decisions/0031-shuttle-lines.md): a trip of its own kind on the trip core, with
 * many riders at once. An assigned driver starts it (it becomes their one job, so no ride or delivery reaches
 * them meanwhile) and ends it.
 */
export const RUN_STATUSES = ["ready", "running", "ended"] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];
/** The statuses in which a run is its driver's job. */
export const RUN_DRIVER_ACTIVE: readonly RunStatus[] = ["running"];

export const SHUTTLE_RUN_MESSAGES = {
  runNotFound: "Run not found",
  notAssigned: "You are not assigned to this line",
  notABus: "Only a Shuttle Bus or a Regular Bus runs a line",
  noService: "This line has no service now",
  outOfHours: (opensAt: string, closesAt: string) =>
    `This line runs from ${opensAt} to ${closesAt}: start a run in those hours`,
  anotherJob: "Finish your current trip before you start a run",
  started: "Run started: riders can see your bus",
  ended: "Run ended",
} as const;

/** The body of POST /api/driver/shuttle/runs. */
export const startRunSchema = z.object({ lineId: z.guid({ error: "Line not found" }) });

export const runViewSchema = z.object({
  id: z.string(),
  lineId: z.string(),
  lineName: z.string(),
  colour: z.string(),
  status: z.enum(RUN_STATUSES),
  /** The bus's seats: what the run can sell. */
  seats: z.number(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type RunView = z.infer<typeof runViewSchema>;
