import { useTranslation } from 'react-i18next';
import type { EmailCodeScene } from '@roamcart/contracts';
import { emailField } from '@roamcart/contracts';
import { ApiError } from '../api/client.ts';
import { sendCode, useSecondsBeforeResend } from './email-code.ts';
import { validate } from './use-form.ts';

/**
 * Mails a 6-digit code to `email`, then counts down 60 s before it can be sent again (also when
 * the code was sent by the screen before). A refusal about the address shows under the field only.
 */
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
  const remaining = useSecondsBeforeResend(scene, email);
  const send = async () => {
    const checked = validate(emailField, email);
    if (!checked.ok) return onEmailError(checked.errors._ ?? '');
    try {
      await sendCode({ email: checked.data, scene });
    } catch (error) {
      if (error instanceof ApiError && error.fields.email) onEmailError(error.fields.email);
      return;
    }
    onSent?.();
  };
  return (
    <button type="button" className="send-code" disabled={remaining > 0} onClick={() => void send()}>
      {remaining > 0 ? t('auth.resend_in', { seconds: remaining }) : t('auth.send_code')}
    </button>
  );
}
