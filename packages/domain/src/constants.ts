/** Business constants of the product (SPEC section 9). */

export const PRODUCT_NAME = "CampusGo";

export const ROLES = ["passenger", "driver", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const DRIVER_CITIES = ["Anambra", "Lagos", "Kano"] as const;
export type DriverCity = (typeof DRIVER_CITIES)[number];

export const RIDE_TYPES = [
  { id: 1, name: "Keke" },
  { id: 2, name: "Okada" },
  { id: 3, name: "Shuttle" },
] as const;
export type RideTypeId = (typeof RIDE_TYPES)[number]["id"];

export const VEHICLE_TYPES = ["Keke", "Car", "Shuttle Bus", "Motorcycle", "Regular Bus", "Truck"] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

export const SERVICE_AREAS = ["Odenigwe", "Hill-Top", "Main gate", "Behind Flat", "Odeim gate"] as const;

/** Operating places on the earlier static KYC screen (spelled as the spec shows them). */
export const OPERATING_PLACES = ["Odenigwe", "Hill-top", "Odeim gate", "Behind flat", "Main gate"] as const;

export const BANKS = [
  "Access",
  "Zenith",
  "GTBank",
  "First Bank",
  "UBA",
  "Fidelity",
  "Union",
  "Stanbic IBTC",
  "Polaris",
  "Sterling",
  "Wema",
  "Ecobank",
  "Heritage",
  "Keystone",
  "Jaiz",
] as const;

export const CANCEL_REASONS = [
  "Waiting for a long time",
  "Unable to contact driver",
  "Driver declined to go to the destination",
  "The price is not reasonable",
  "Wrong address showed up",
  "Other reasons",
] as const;

/** Why a driver cancels: the driver's own list, not the rider's. */
export const DRIVER_CANCEL_REASONS = [
  "Rider not at pickup",
  "Rider unreachable",
  "I feel unsafe",
  "Vehicle problem",
  "Other reasons",
] as const;

/** Means of identification on the four-step wizard (/driver-kyc). */
export const IDENTIFICATION_OPTIONS_WIZARD = [
  "NIN",
  "Driver's License",
  "International Passport",
  "Voter's Card",
] as const;

/** Means of identification on the earlier static screens (/DriVerify). */
export const IDENTIFICATION_OPTIONS_EARLIER = [
  "NIN",
  "Driving Licence",
  "Voters Card",
  "Birth Certificate",
  "International Passport",
] as const;

export const SEX_OPTIONS = ["male", "female"] as const;

/** File types the luggage picker accepts. */
export const LUGGAGE_ACCEPT = [
  ".pdf",
  ".doc",
  ".docx",
  ".xls",
  ".xlsx",
  ".txt",
  ".png",
  ".jpg",
  ".jpeg",
  ".gif",
  ".svg",
] as const;

/** File types the address-proof upload accepts. */
export const ADDRESS_PROOF_ACCEPT = [".png", ".jpeg", ".jpg"] as const;

export const LIMITS = {
  passwordMin: 5,
  resetPasswordMin: 6,
  phoneMinDigits: 10,
  nameMin: 3,
  otpLength: 5,
  kycSteps: 4,
  kycMaxImages: 4,
  kycMaxImageBytes: 5 * 1024 * 1024,
  /** GET /api/notifications lists the newest this many. */
  notificationList: 50,
} as const;

/**
 * Widths a stored picture can be asked for (`?w=160` or `?w=720`): 160 for a face or car in a list, 720 for a
 * picture opened full width on a phone. Without `w` the stored picture (up to 2048 px) is sent.
 */
export const IMAGE_WIDTHS = [160, 720] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const TIMINGS = {
  resendCountdownMs: 3 * 60 * 1000,
  errorBannerMs: 5000,
  geolocationTimeoutMs: 10000,
  lookingForStepPercent: 6.67,
  lookingForTickMs: 500,
  refreshSpinnerMs: 15000,
  kycApprovalHours: 24,
} as const;

export const LAYOUT = {
  profileDrawerWidthPx: 229,
  /** The mobile menu drawer takes two-thirds of the width. */
  menuDrawerWidth: "66.6667%",
} as const;

/** react-hot-toast settings the spec fixes. */
export const TOAST = {
  limit: 20,
  durationMs: { blank: 4000, error: 4000, custom: 4000, success: 2000, loading: Number.POSITIVE_INFINITY },
} as const;

/** TanStack Query defaults the spec fixes. */
export const QUERY_DEFAULTS = {
  queryRetry: 3,
  mutationRetry: 0,
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30000),
} as const;
