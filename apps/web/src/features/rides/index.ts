/** What other features may use from the rider's ride area. */
export { BookingsList } from "./components/bookings-list.tsx";
export { RateTrip } from "./components/rate-trip.tsx";
