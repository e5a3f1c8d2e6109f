/** What other features (and the router) may use from the rider's bookings. */
export { BookingsList } from "./components/bookings-list.tsx";
