import { useEffect, useState } from 'react';
import type { EmailCodeScene } from '@roamcart/contracts';
import { sendEmailCode } from '../api/send-email-code.ts';
import { createStore } from '../lib/store.ts';
import { useStore } from '../lib/use-store.ts';

/** The wait between two codes to one address, as the server holds it. */
export const RESEND_SECONDS = 60;

/** When a code last went to each scene and address, whichever screen sent it. */
const sentAtStore = createStore<Record<string, number>>({});
const keyOf = (scene: EmailCodeScene, email: string) => `${scene}:${email.trim().toLowerCase()}`;

/** Mails a code and remembers when, so every Send code button for that address counts down. */
export async function sendCode(body: { email: string; scene: EmailCodeScene }): Promise<void> {
  await sendEmailCode(body);
  sentAtStore.set({ ...sentAtStore.get(), [keyOf(body.scene, body.email)]: Date.now() });
}

export function secondsBeforeResend(scene: EmailCodeScene, email: string, now = Date.now()): number {
  const sentAt = sentAtStore.get()[keyOf(scene, email)];
  if (sentAt === undefined) return 0;
  return Math.max(0, RESEND_SECONDS - Math.floor((now - sentAt) / 1000));
}

/** Seconds left before another code may go to `email`, ticking down once a second. */
export function useSecondsBeforeResend(scene: EmailCodeScene, email: string): number {
  useStore(sentAtStore);
  const [tick, setTick] = useState(0);
  const remaining = secondsBeforeResend(scene, email);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setTick((value) => value + 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining, tick]);
  return remaining;
}
