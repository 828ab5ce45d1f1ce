import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Popup from 'antd-mobile/es/components/popup';
import { shareOrder } from '../api/shared-order.ts';
import { showToast } from '../../../lib/notify.ts';

/**
 * Puts text on the clipboard. The Clipboard API exists only in secure contexts (HTTPS,
 * localhost); elsewhere (a phone on a plain-HTTP test address) the selected field is copied the
 * old way. False when neither worked: the field stays selected for the buyer to copy by hand.
 */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission): the old way below.
  }
  field?.select();
  return document.execCommand('copy');
}

/** Share: gets the order's link and shows it with a Copy button, so someone else can pay for it. */
export function ShareOrderButton({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState<string | null>(null);

  const open = async () => setUrl((await shareOrder(orderNo)).url);
  const copy = async () => {
    showToast(t((await copyText(url ?? '', field.current)) ? 'share.copied' : 'share.copy_by_hand'));
  };

  return (
    <>
      <button type="button" className="text-button" onClick={() => void open().catch(() => undefined)}>
        {t('share.share')}
      </button>
      <Popup visible={url !== null} onMaskClick={() => setUrl(null)} bodyClassName="share-sheet">
        <h2>{t('share.title')}</h2>
        <p>{t('share.explain')}</p>
        <label className="form-field-label" htmlFor={fieldId}>
          {t('share.link')}
        </label>
        <input id={fieldId} ref={field} className="share-link" dir="ltr" readOnly value={url ?? ''} onFocus={(event) => event.target.select()} />
        <div className="button-row">
          <button type="button" className="button-link" onClick={() => setUrl(null)}>
            {t('common.close')}
          </button>
          <button type="button" className="button-link is-primary" onClick={() => void copy()}>
            {t('share.copy')}
          </button>
        </div>
      </Popup>
    </>
  );
}
