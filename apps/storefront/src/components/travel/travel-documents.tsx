import { useTranslation } from 'react-i18next';
import { TRAVEL_DOCUMENTED_STATUSES, type TravelOrderStatus } from '@roamcart/contracts';

/**
 * A confirmed order's documents: its PDF (voucher or e-ticket, named by `pdfLabel`) and its
 * calendar entries; nothing before the supplier confirmed it. A failed download tells why itself.
 */
export function TravelDocuments(props: { status: TravelOrderStatus; pdfLabel: string; onPdf: () => Promise<void>; onCalendar: () => Promise<void> }) {
  const { t } = useTranslation();
  if (!TRAVEL_DOCUMENTED_STATUSES.includes(props.status)) return null;
  return (
    <section className="card" aria-labelledby="travel-documents" data-testid="travel-documents">
      <h2 id="travel-documents">{t('document.title')}</h2>
      <div className="button-row">
        <button type="button" className="button-link" onClick={() => void props.onPdf().catch(() => undefined)}>
          {props.pdfLabel}
        </button>
        <button type="button" className="button-link" onClick={() => void props.onCalendar().catch(() => undefined)}>
          {t('document.add_to_calendar')}
        </button>
      </div>
    </section>
  );
}
