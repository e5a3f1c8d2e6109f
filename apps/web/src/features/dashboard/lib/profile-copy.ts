/** The edit-profile page's line: who needs to reach this user on a ride (a rider's drivers, a driver's riders). */
export function profileSubtitle(role: string): string {
  if (role === "driver") return "Keep your details up to date so riders can reach you.";
  if (role === "passenger") return "Keep your details up to date so drivers can reach you.";
  return "Keep your details up to date.";
}
