// What other modules and the app may use of the operators' back-office messages.
export { operatorMessageAdminRoutes } from './admin-routes.ts';
export { notifyOperators, type OperatorMessageInput } from './service.ts';
export { pruneOperatorMessages, pruneOperatorMessagesJob } from './jobs.ts';
