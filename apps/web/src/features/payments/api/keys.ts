/** Query keys of the rider's money, in one place so a payment made anywhere refreshes every screen. */
export const paymentKeys = {
  all: ["payments"] as const,
  charge: (rideId: string) => ["payments", "charge", rideId] as const,
  receipt: (rideId: string) => ["payments", "receipt", rideId] as const,
  report: (rideId: string) => ["payments", "report", rideId] as const,
  wallet: ["payments", "wallet"] as const,
  confirm: (reference: string) => ["payments", "confirm", reference] as const,
};
