/** A tracking id: 16 random bytes in base64url, 22 URL-safe characters (128 bits: a capability, not a name). */
export const TRACKING_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
