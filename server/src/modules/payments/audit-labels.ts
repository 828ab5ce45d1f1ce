import type { LabelSource } from '../../platform/admin-audit.ts';
import { channelPayments, paymentChannels, withdrawals } from './tables.ts';

/** Where the back-office log finds the names of channels, withdrawals and reviewed payments (their numbers), by resource. */
export const paymentAuditLabels: Record<string, LabelSource> = {
  payment_channels: { table: paymentChannels, id: paymentChannels.id, label: paymentChannels.title, numericId: true },
  withdrawals: { table: withdrawals, id: withdrawals.id, label: withdrawals.orderNo, numericId: true },
  recharges: { table: channelPayments, id: channelPayments.id, label: channelPayments.payNo, numericId: true },
  offline_payments: { table: channelPayments, id: channelPayments.id, label: channelPayments.payNo, numericId: true },
};
