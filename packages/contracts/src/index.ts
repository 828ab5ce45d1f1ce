export * from './validation.ts';
export * from './errors.ts';
export * from './messages.ts';
export * from './money.ts';
export * from './date.ts';
export * from './identity.ts';
export * from './address.ts';
export * from './settings.ts';
