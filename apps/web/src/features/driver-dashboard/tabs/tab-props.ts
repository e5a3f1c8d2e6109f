/** What every driver dashboard tab receives from the shell. */
export interface DriverTabProps {
  /** The text of the dashboard's search box. */
  search: string;
  /** Whether the driver's switch is on. */
  online: boolean;
}
