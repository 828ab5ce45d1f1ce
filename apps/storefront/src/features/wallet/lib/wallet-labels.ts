import { BALANCE_LOG_TYPES, POINTS_LOG_TYPES, type WithdrawalStatus } from '@roamcart/contracts';
import { t } from '../../../lib/i18n.ts';

/** What moved the money or the points, in the reader's words; a type this app does not know yet shows as it is. */
export function logTypeLabel(type: string): string {
  return t(`wallet.type_${type}`, { defaultValue: type });
}

export const logTypes = { money: BALANCE_LOG_TYPES, points: POINTS_LOG_TYPES } as const;

export function withdrawalStatusLabel(status: WithdrawalStatus): string {
  return t(`wallet.withdrawal_status_${status}`);
}
