import { idParam, lineText, multilineText, pageQuery, requiredText, z } from '../validation.ts';
import { adminPasswordField, adminUsernameField } from './auth.ts';
import { filterText, sortField, statusField } from './common.ts';
import { PERMISSION_TYPES, type PermissionType } from './permissions.ts';

/* Admins */

export const adminListQuery = pageQuery.extend({
  username: filterText(50),
  role_id: idParam.optional(),
  status: statusField.optional(),
  agent_id: idParam.optional(),
});

export const adminSaveBody = z.object({
  id: idParam.optional(),
  username: adminUsernameField,
  nickname: lineText(50).default(''),
  /** Required when creating; leave out to keep the current one. */
  password: adminPasswordField.optional(),
  role_id: idParam,
  status: statusField.default('active'),
  /** The admin's superior; a new admin defaults to its creator. */
  superior_id: idParam.nullable().optional(),
  /** null or absent: a platform admin. An agent-scoped creator may only choose its own agents. */
  agent_id: idParam.nullable().optional(),
  lang: lineText(30).pipe(z.string().min(2)).default('en'),
});
export type AdminSaveBody = z.infer<typeof adminSaveBody>;

export const adminResetPasswordBody = z.object({ id: idParam, password: adminPasswordField });

export const adminRow = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  role_id: z.number().int(),
  role_name: z.string(),
  is_super: z.boolean(),
  status: statusField,
  superior_id: z.number().int().nullable(),
  superior_username: z.string().nullable(),
  agent_id: z.number().int().nullable(),
  agent_name: z.string().nullable(),
  totp_enabled: z.boolean(),
  lang: z.string(),
  locked_until: z.string().nullable(),
  last_login_at: z.string().nullable(),
  last_login_ip: z.string().nullable(),
  created_at: z.string(),
});
export type AdminRow = z.infer<typeof adminRow>;

/* Roles */

export const roleListQuery = pageQuery.extend({ name: filterText(50), status: statusField.optional() });

export const roleSaveBody = z.object({
  id: idParam.optional(),
  name: requiredText(50),
  description: multilineText(255).trim().default(''),
  status: statusField.default('active'),
  /** Ids of any permission nodes (directories, pages, buttons, APIs). */
  /** Absent on an update: the role keeps its grants. */
  permission_ids: z.array(idParam).max(2000).optional(),
});
export type RoleSaveBody = z.infer<typeof roleSaveBody>;

export const roleRow = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  status: statusField,
  /** The built-in super-admin role: holds every permission, cannot be edited or deleted. */
  is_super: z.boolean(),
  admin_count: z.number().int(),
  created_at: z.string(),
});
export type RoleRow = z.infer<typeof roleRow>;

export const roleDetail = roleRow.extend({
  permission_ids: z.array(z.number().int()),
});
export type RoleDetail = z.infer<typeof roleDetail>;

/* Permissions */

export const permissionSaveBody = z.object({
  id: idParam.optional(),
  parent_id: idParam.nullable().default(null),
  type: z.enum(PERMISSION_TYPES),
  code: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9_]+:[a-z0-9_.]+$/, { error: 'validation.permission_code' }),
  name: requiredText(100),
  path: lineText(200).default(''),
  icon: lineText(50).default(''),
  sort: sortField,
});
export type PermissionSaveBody = z.infer<typeof permissionSaveBody>;

export interface PermissionTreeNode {
  id: number;
  parent_id: number | null;
  code: string;
  name: string;
  type: PermissionType;
  path: string | null;
  icon: string | null;
  sort: number;
  /** From the registry: code, type and parent are fixed and it cannot be deleted. */
  builtin: boolean;
  /** The signed-in admin holds it, so may grant it to a role. */
  grantable: boolean;
  children: PermissionTreeNode[];
}

export const permissionTreeNode: z.ZodType<PermissionTreeNode> = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  code: z.string(),
  name: z.string(),
  type: z.enum(PERMISSION_TYPES),
  path: z.string().nullable(),
  icon: z.string().nullable(),
  sort: z.number().int(),
  builtin: z.boolean(),
  grantable: z.boolean(),
  children: z.array(z.lazy(() => permissionTreeNode)),
});
