import { useTranslation } from 'react-i18next';
import type { EmailCodeScene } from '@roamcart/contracts';
import { emailField } from '@roamcart/contracts';
import { ApiError } from '../api/client.ts';
import { sendEmailCode } from '../api/send-email-code.ts';
import { useCountdown } from './use-countdown.ts';
import { validate } from './use-form.ts';

const RESEND_SECONDS = 60;

/** Mails a 6-digit code to `email`, then counts down 60 s before it can be sent again. */
export function SendCodeButton({
  email,
  scene,
  onEmailError,
  onSent,
}: {
  email: string;
  scene: EmailCodeScene;
  onEmailError: (message: string) => void;
  onSent?: () => void;
}) {
  const { t } = useTranslation();
  const { remaining, start } = useCountdown(RESEND_SECONDS);
  const send = async () => {
    const checked = validate(emailField, email);
    if (!checked.ok) return onEmailError(checked.errors._ ?? '');
    try {
      await sendEmailCode({ email: checked.data, scene });
    } catch (error) {
      if (error instanceof ApiError && error.fields.email) onEmailError(error.fields.email);
      return;
    }
    start();
    onSent?.();
  };
  return (
    <button type="button" className="send-code" disabled={remaining > 0} onClick={() => void send()}>
      {remaining > 0 ? t('auth.resend_in', { seconds: remaining }) : t('auth.send_code')}
    </button>
  );
}
