import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { TotpSetup } from '@roamcart/contracts';

const ISSUER = 'Roamcart';

export function newTotpSecret(): string {
  return generateSecret();
}

export async function totpSetupView(username: string, secret: string): Promise<TotpSetup> {
  const url = generateURI({ issuer: ISSUER, label: username, secret });
  return { secret, otpauth_url: url, qr_data_url: await QRCode.toDataURL(url) };
}

/**
 * The time step a code matches, or null. One step of clock drift either way is accepted; a step
 * at or before `afterStep` is refused, so a code that signed in once cannot be replayed.
 */
export async function matchTotp(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  const result = await verify({ secret, token: code, epochTolerance: 30, ...(afterStep !== null && { afterTimeStep: afterStep }) });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
