/** What the driver dashboard uses from the driver's shuttle runs (docs/decisions/0031-shuttle-lines.md). */
export { DriverShuttlePanel } from "./components/driver-shuttle-panel.tsx";
