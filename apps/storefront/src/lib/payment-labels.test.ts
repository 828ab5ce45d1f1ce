import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';
import { paymentStatusLabel } from './payment-labels.ts';

beforeAll(async () => {
  if (!i18n.isInitialized) await i18n.init({ lng: 'en', resources: {} });
  i18n.addResourceBundle(
    'en',
    'translation',
    { 'payment.status_paid': 'Paid', 'payment.status_review_approved': 'Review approved', 'payment.status_pending_review': 'Pending review', 'payment.status_payment_failed': 'Payment failed' },
    true,
    true,
  );
  await i18n.changeLanguage('en');
});

describe('a channel payment’s status', () => {
  it('is simply paid once a card payment went through: nobody reviewed it', () => {
    expect(paymentStatusLabel('review_approved', 'online')).toBe('Paid');
    expect(paymentStatusLabel('payment_failed', 'online')).toBe('Payment failed');
  });

  it('names the review of a transfer', () => {
    expect(paymentStatusLabel('pending_review', 'offline')).toBe('Pending review');
    expect(paymentStatusLabel('review_approved', 'offline')).toBe('Review approved');
  });
});
