/**
 * The error catalogue (DESIGN.md §4). A code never changes meaning; add new ones at the end of
 * their block. Each code's message lives in messages.ts under `error.<code>`.
 */
export const ErrorCode = {
  Success: 200,
  TokenExpired: 2001,
  TokenMismatch: 2002,
  UserNotFound: 2003,
  AccountDisabled: 2004,
  SignedOutElsewhere: 2007,
  AccountDeleted: 2011,
  OperationFailed: 4000,
  MissingParameters: 4001,
  InvalidParameters: 4002,
  NoPermission: 4003,
  RouteNotFound: 4004,
  AdminSignInNeeded: 4010,
  XsrfTokenWrong: 4011,
  IdempotencyKeyReused: 4012,
  TooManyRequests: 4029,
  BodyTooLarge: 4030,
  IncorrectCredentials: 4101,
  NicknameTaken: 4102,
  EmailRegistered: 4103,
  InvalidEmail: 4104,
  WrongInviteCode: 4105,
  WrongVerificationCode: 4106,
  AccountLocked: 4107,
  IncorrectPassword: 4108,
  EmailAlreadyVerified: 4109,
  AddressLimitReached: 4110,
  AddressNotFound: 4111,
  InvalidTotpCode: 4112,
  EmailUnchanged: 4113,
  PasswordUnchanged: 4114,
  InsufficientBalance: 4201,
  InsufficientInventory: 4202,
  UnpaidOrdersExist: 4203,
  ExceedsPurchaseLimit: 4204,
  ProductOffline: 4205,
  OrderNotFound: 4206,
  OrderStateConflict: 4207,
  InsufficientPoints: 4208,
  CategoryInUse: 4211,
  SpecValueExists: 4212,
  CartFull: 4213,
  CouponSoldOut: 4221,
  CouponLimitReached: 4222,
  CouponNotClaimable: 4223,
  CouponNotUsable: 4224,
  PaymentChannelUnavailable: 4214,
  AmountBelowMinimum: 4215,
  AmountAboveMaximum: 4216,
  NoAvailability: 4301,
  PassengerInvalid: 4302,
  PriceChanged: 4303,
  LanguageNameExists: 4401,
  RecordNotFound: 4402,
  RecordInUse: 4403,
  DuplicateKey: 4404,
  FileRejected: 4405,
  AdminCredentialsWrong: 4501,
  BaseCurrencyLocked: 4502,
  DefaultLanguageLocked: 4503,
  OwnAccountLocked: 4504,
  TotpNotBound: 4505,
  TotpAlreadyBound: 4506,
  BuiltinRecordLocked: 4507,
  InternalError: 5000,
  /** The database or Redis does not answer; retrying shortly may succeed. */
  ServiceUnavailable: 5003,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * Every handled outcome answers HTTP 200 with its code in the envelope, except a dependency that
 * is down: 503, so load balancers and proxies see it and may retry elsewhere.
 */
export function httpStatusOf(code: number): number {
  return code === ErrorCode.ServiceUnavailable ? 503 : 200;
}

/** Codes after which the storefront forgets its session and goes to /login (SPEC §4, §8). */
export const SESSION_ERROR_CODES: readonly number[] = [2001, 2002, 2003, 2004, 2007, 2011];

export function errorMessageKey(code: number): string {
  return `error.${code}`;
}

/** The response envelope of every API call. */
export interface Envelope<T = unknown> {
  code: number;
  data: T;
  msg: string;
}
