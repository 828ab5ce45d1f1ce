import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../lib/dates.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/** Time left until `deadline` as h:mm:ss (or mm:ss under an hour); 00:00 once it passed. */
export function timeLeft(deadline: string, now: number): string {
  const seconds = Math.max(0, Math.floor((Date.parse(deadline) - now) / 1000));
  const hours = Math.floor(seconds / 3600);
  const rest = `${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}

/** A clock counting down to `deadline`, once a second; `onEnd` runs when it reaches zero. */
export function Countdown({ deadline, onEnd }: { deadline: string; onEnd?: () => void }) {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(Date.now);
  const ended = Date.parse(deadline) <= now;
  useEffect(() => {
    if (ended) {
      onEnd?.();
      return;
    }
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ended, onEnd]);
  return (
    <time dateTime={deadline} data-testid="countdown" title={t('order.deadline_at', { time: formatMoment(deadline, i18n.language) })}>
      <bdi dir="ltr">{timeLeft(deadline, now)}</bdi>
    </time>
  );
}
