/** What other features may use from the campus shuttles: the rider's seats, for My Bookings. */
export { useSeats } from "./api/seats.ts";
export { SeatBookingCard } from "./components/seat-booking-card.tsx";
export { seatTab } from "./lib/seats.ts";
