/** The query key of the signed-in user's notifications (the bell and its panel). */
export const notificationsKey = ["notifications"] as const;
