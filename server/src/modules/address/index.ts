// What other modules and the app may use of the address book.
import type { Subscriptions } from '../../platform/events.ts';
import { deleteAddressesOf } from './service.ts';

export { addressRoutes } from './routes.ts';
export { addressFromJson, customerAddressAsJson, findAddress, listAddresses } from './service.ts';

export const addressSubscriptions: Subscriptions = {
  userDeleted: ({ tx, userId }) => deleteAddressesOf(tx, userId),
};
