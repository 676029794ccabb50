/**
 * TOTP (RFC 6238) for the staff's second factor, through the otpauth library with the contract's
 * STAFF_TOTP settings: SHA-1, 6 digits, 30 s steps, one step of drift either way.
 */
import { STAFF_TOTP } from '@app/contract';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const totpOf = (username: string, secret: string) =>
  new TOTP({
    issuer: STAFF_TOTP.issuer,
    label: username,
    algorithm: 'SHA1',
    digits: STAFF_TOTP.digits,
    period: STAFF_TOTP.periodSeconds,
    secret: Secret.fromBase32(secret),
  });

/** A new random secret (160 bits, as RFC 4226 recommends), in base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** What the enrolment shows: the secret, its otpauth:// URI and that URI as a QR code (SVG). */
export const enrolmentOf = async (username: string, secret: string) => {
  const otpauthUri = totpOf(username, secret).toString();
  return {
    secret,
    otpauthUri,
    qrSvg: await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
  };
};

/** The time step (counter) of a code valid at `at` (Unix ms) within the window; null when it is not. */
export const totpStepOf = (username: string, secret: string, code: string, at: number): number | null => {
  const totp = totpOf(username, secret);
  const delta = totp.validate({ token: code, timestamp: at, window: STAFF_TOTP.window });
  return delta === null ? null : totp.counter({ timestamp: at }) + delta;
};
