// What other modules and the app may use of hobbies and sizes.
import type { Subscriptions } from '../../platform/events.ts';
import { deleteHobbiesOf } from './preferences.ts';

export { engagementRoutes } from './routes.ts';

export const engagementSubscriptions: Subscriptions = {
  userDeleted: ({ tx, userId }) => deleteHobbiesOf(tx, userId),
};
