import { type AnyPgColumn, bigint, boolean, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { ParameterType } from '@roamcart/contracts';
import { agents } from './agents.ts';
import { timestamps } from './columns.ts';

/** The RBAC tree (SPEC §6): directories, menus, pages, buttons and API permissions. */
export const permissions = pgTable(
  'permissions',
  {
    id: serial().primaryKey(),
    parentId: integer().references((): AnyPgColumn => permissions.id),
    /** directory | menu | page | button | api */
    type: varchar({ length: 16 }).notNull(),
    code: varchar({ length: 100 }).notNull().unique(),
    /** A translation key, or text for nodes added in the back office. */
    name: varchar({ length: 100 }).notNull(),
    path: varchar({ length: 200 }),
    icon: varchar({ length: 50 }),
    sort: integer().notNull().default(0),
    /** Seeded from the registry: code, type and parent are fixed. */
    builtin: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [index().on(t.parentId)],
);

export const roles = pgTable('roles', {
  id: serial().primaryKey(),
  name: varchar({ length: 50 }).notNull().unique(),
  description: varchar({ length: 255 }).notNull().default(''),
  status: varchar({ length: 16 }).notNull().default('active'),
  /** Holds every permission without listing them; only the seeded role has it. */
  isSuper: boolean().notNull().default(false),
  ...timestamps,
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer()
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] }), index().on(t.permissionId)],
);

export const admins = pgTable(
  'admins',
  {
    id: serial().primaryKey(),
    username: varchar({ length: 50 }).notNull().unique(),
    nickname: varchar({ length: 50 }).notNull().default(''),
    passwordHash: varchar({ length: 255 }).notNull(),
    roleId: integer()
      .notNull()
      .references(() => roles.id),
    status: varchar({ length: 16 }).notNull().default('active'),
    superiorId: integer().references((): AnyPgColumn => admins.id, { onDelete: 'set null' }),
    /** null: a platform admin; otherwise scoped to this agent and its sub-agents. */
    agentId: integer().references(() => agents.id),
    /** The TOTP secret once confirmed, sealed by the secret box; never sent to a client after setup. */
    totpSecret: varchar({ length: 255 }),
    /** Set (sealed) by /auth/totp/setup, moved to totp_secret by a confirmed code. */
    totpPendingSecret: varchar({ length: 255 }),
    /** The last accepted TOTP time step: a code is good once (RFC 6238 §5.2). */
    totpLastStep: bigint({ mode: 'number' }),
    lang: varchar({ length: 30 }).notNull().default('en'),
    lastLoginAt: timestamp({ withTimezone: true }),
    lastLoginIp: varchar({ length: 64 }),
    ...timestamps,
  },
  (t) => [index().on(t.roleId), index().on(t.agentId)],
);

/** Back-office sessions: only hashes of the cookie token and of its anti-forgery token are stored. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: serial().primaryKey(),
    adminId: integer()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    xsrfHash: varchar({ length: 64 }).notNull(),
    ip: varchar({ length: 64 }).notNull().default(''),
    userAgent: varchar({ length: 255 }).notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.adminId)],
);

/** Every back-office write, kept after the admin is gone (no foreign key, username copied). */
export const adminLogs = pgTable(
  'admin_logs',
  {
    id: serial().primaryKey(),
    adminId: integer(),
    adminUsername: varchar({ length: 50 }),
    action: varchar({ length: 100 }).notNull(),
    method: varchar({ length: 10 }).notNull(),
    path: varchar({ length: 255 }).notNull(),
    targetId: varchar({ length: 64 }),
    /** What the target was called when the write happened (a role's name, a customer's email). */
    targetLabel: varchar({ length: 200 }),
    /** The target's name per language, for a record named in several (goods, categories): shown in the reader's. */
    targetLabels: jsonb().$type<Record<string, string>>(),
    summary: text().notNull().default(''),
    ip: varchar({ length: 64 }).notNull().default(''),
    userAgent: varchar({ length: 255 }).notNull().default(''),
    resultCode: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.createdAt), index().on(t.adminId), index().on(t.action)],
);

/** System parameters, edited in the back office and read through a cache. */
export const parameters = pgTable('parameters', {
  id: serial().primaryKey(),
  name: varchar({ length: 50 }).notNull(),
  key: varchar({ length: 50 }).notNull().unique(),
  value: text().notNull().default(''),
  description: varchar({ length: 255 }).notNull().default(''),
  /** integer, decimal, boolean, text, choice or url (PARAMETER_TYPES); checked on every save. */
  type: varchar({ length: 16 }).$type<ParameterType>().notNull().default('text'),
  /** Inclusive range of integer and decimal values; null when open. */
  min: numeric({ mode: 'number' }),
  max: numeric({ mode: 'number' }),
  /** The allowed values of a choice. */
  choices: jsonb().$type<string[]>().notNull().default([]),
  ...timestamps,
});
