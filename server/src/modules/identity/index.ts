// What other modules and the app may use of customer accounts: the account row belongs here,
// so other modules read and change it only through these functions.
export { identityAdminRoutes } from './admin-routes.ts';
export { newUsersByDay, userCounts } from './admin-service.ts';
export { identityRoutes } from './routes.ts';
export { accountOf, findUserById, setUserCurrency, setUserLanguage } from './service.ts';
export { purgeExpiredEmailCodesJob } from './jobs.ts';
