import { createHmac } from "node:crypto";
import { sha256 } from "../../lib/tokens.ts";

/**
 * The links a trip is followed by without an account, /track/<token>: a delivery's tracking link and a ride its
 * rider shares (docs/decisions/0032-trip-safety-sharing.md). A token is 256 bits, base64url: an HMAC-SHA256 of
 * the trip's id under the server's secret and a purpose that separates the kinds of link, so it cannot be
 * guessed from the id, and the server can show the link again without storing it. Only its SHA-256 is stored,
 * and a link is looked up by that hash.
 */

/** 32 bytes in base64url, without padding. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The token of `tripId`'s link of `purpose` ("campusgo:<what>:v1"). */
export const shareLinkToken = (secret: string, purpose: string, tripId: string): string =>
  createHmac("sha256", secret).update(`${purpose}:${tripId}`).digest("base64url");

export const shareTokenHash = (token: string): string => sha256(token);

export const shareUrl = (publicUrl: string, token: string): string => `${publicUrl}/track/${token}`;

/** Whether `token` has a link token's shape: any other string names no link, and costs no query. */
export const isShareToken = (token: string): boolean => TOKEN_SHAPE.test(token);
