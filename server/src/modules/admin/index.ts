// What other modules and the app may use of the back office's own domain (admins, roles, agents).
export { adminAccessRoutes } from './access-routes.ts';
export { adminAgentRoutes } from './agent-routes.ts';
export { adminAuthRoutes } from './auth-routes.ts';
export { adminSystemRoutes } from './system-routes.ts';
export { insertAdmin } from './admins-service.ts';
export { ensureFirstAdmin } from './first-admin.ts';
export { seedAdminAccess } from './permissions-service.ts';
