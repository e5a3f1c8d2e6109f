/** Every route of the product (SPEC 2.1), in one typed table. */
export const paths = {
  home: "/",
  signupAs: "/signup-as",
  signup: "/signup",
  passengersSignup: "/passengers-signup",
  driverSignup: "/driver-signup",
  login: "/login",
  activate: "/activate",
  driverKyc: "/driver-kyc",
  driVerify: "/DriVerify",
  drivUpload: "/DrivUpload",
  drivPlace: "/DrivPlace",
  driVerifyAlt: "/Dri-verify",
  drivUploadAlt: "/Driv-upload",
  drivPlaceAlt: "/Driv-place",
  forgotPassword: "/Forgot-password",
  otp: "/Otp",
  changePassword: "/Change-password",
  checkEmail: "/Check-email",
  resetPassword: "/Reset-password",
  password: "/Password",
  bidder: "/Bidder",
  luggage: "/Luggage",
  lookingFor: "/LookingFor",
  cancelled: "/Cancelled",
  driverCall: "/DriverCall",
  mainpage: "/mainpage",
  drivers: "/drivers",
  rides: "/rides",
  dashboard: "/dashboard",
  admin: "/admin",
  privacy: "/privacy",
  terms: "/terms",
  /** Where the payment gateway's checkout sends the rider back (?reference=). */
  paymentReturn: "/payments/return",
} as const;

/** Nested under /dashboard. */
export const dashboardPaths = {
  myBookings: "/dashboard/my-bookings",
  bookingDetails: "/dashboard/my-bookings/:rideId",
  editProfile: "/dashboard/edit-profile",
  settings: "/dashboard/settings",
  /** From Settings: the people who can follow the rider's trips, and the night-ride text. */
  trustedContacts: "/dashboard/trusted-contacts",
  setRoutes: "/dashboard/set-routes",
  luggage: "/dashboard/luggage",
  lookingFor: "/dashboard/looking-for",
  pickRide: "/dashboard/pick-ride",
  cancelled: "/dashboard/cancelled",
  bidder: "/dashboard/bidder",
  driverCall: "/dashboard/driver-call",
  wallet: "/dashboard/wallet",
  /** Send a package (way-billing): where, what, who takes it, the price. */
  sendPackage: "/dashboard/send-package",
  /** One delivery as its sender follows it. */
  delivery: "/dashboard/deliveries/:deliveryId",
  /** The campus shuttle lines (the top bar's Bus): their buses live, and when the next one comes to each stop. */
  shuttle: "/dashboard/shuttle",
  /** From Settings: the user's conversations with support. */
  support: "/dashboard/support",
  /** One conversation with support. */
  supportConversation: "/dashboard/support/:conversationId",
} as const;

/** One delivery's live screen: its status, driver, payment, codes and proofs. */
export const deliveryPath = (deliveryId: string) => `/dashboard/deliveries/${encodeURIComponent(deliveryId)}`;

/** One booking's details, from My Bookings. */
export const bookingDetailsPath = (rideId: string) =>
  `${dashboardPaths.myBookings}/${encodeURIComponent(rideId)}`;

/** The query parameter of set-routes that chooses a ride type ("shuttle" for Shuttle hire, on the Bus screen). */
export const RIDE_TYPE_PARAM = "type";

/** Shuttle hire: the booking flow with the Shuttle ride chosen. */
export const shuttleHirePath = `${dashboardPaths.setRoutes}?${RIDE_TYPE_PARAM}=shuttle`;

/** The driver dashboard's History tab. */
export const driverHistoryPath = `${paths.dashboard}?tab=history`;

export const driverKycPath = (whois: string) => `${paths.driverKyc}?whois=${encodeURIComponent(whois)}`;

/** Routes of the admin area, all under /admin. */
export const adminPaths = {
  queue: "/admin",
  review: (driverId: string) => `/admin/kyc/${encodeURIComponent(driverId)}`,
  drivers: "/admin/drivers",
  riders: "/admin/riders",
  audit: "/admin/audit",
  /** The admins and their rights (super admins). */
  admins: "/admin/admins",
  sos: "/admin/sos",
  /** The campus shuttle lines: stops, hours, fares, service alerts and drivers. */
  shuttleLines: "/admin/shuttle-lines",
  payments: "/admin/payments",
  payouts: "/admin/payouts",
  /** Trips ended short or flagged, their driver's share on hold until decided. */
  reviews: "/admin/reviews",
  /** Deliveries whose hand-over code failed its check, their driver's share on hold until decided. */
  disputes: "/admin/disputes",
  reports: "/admin/reports",
  moneySettings: "/admin/settings",
  /** Live operations: drivers online, trips under way and searching, buses on a run, open SOS. */
  live: "/admin/live",
  /** The fare table, the delivery fares and the dispatch settings. */
  serviceSettings: "/admin/service",
  /** The campus places riders pick from: add, move, rename, hide. */
  places: "/admin/places",
  /** Automatic trip checks: the ones nobody answered, the latest, and their thresholds and night hours. */
  tripChecks: "/admin/trip-checks",
  /** Off-app payment reports, flagged trips, support messages, delivery disputes and SOS in one list. */
  inbox: "/admin/inbox",
  /** One conversation with support, answered, closed and reopened here. */
  support: (id: string) => `/admin/support/${encodeURIComponent(id)}`,
  /** Everything known of one trip in time order, with its track on a map. */
  tripTimeline: (id: string, kind = "ride") =>
    `/admin/trips/${encodeURIComponent(kind)}/${encodeURIComponent(id)}/timeline`,
} as const;
