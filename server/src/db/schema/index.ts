export * from './agents.ts';
export * from './identity.ts';
export * from './address.ts';
export * from './i18n.ts';
export * from './currency.ts';
export * from './settings.ts';
export * from './admin.ts';
export * from './content.ts';
