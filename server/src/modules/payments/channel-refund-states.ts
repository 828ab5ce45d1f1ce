import { channelRefunds } from './tables.ts';
import { defineStateMachine } from '../../platform/state-machine.ts';

export type ChannelRefundStatus = 'pending' | 'succeeded' | 'failed';

/** A refund through a gateway waits for its answer; the gateway's verified word ends it either way. */
export const channelRefundStatus = defineStateMachine<ChannelRefundStatus>({
  kind: 'channel_refund',
  table: channelRefunds,
  initial: 'pending',
  terminal: ['succeeded', 'failed'],
  transitions: {
    pending: { succeeded: ['system'], failed: ['system'] },
    succeeded: {},
    failed: {},
  },
});
