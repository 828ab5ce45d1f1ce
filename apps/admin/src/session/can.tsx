import type { ReactNode } from 'react';
import { useCan } from './session.ts';

/** Renders its children only when the admin holds `permission` (every one, when a list). */
export function Can({ permission, children }: { permission: string | string[]; children: ReactNode }) {
  const can = useCan();
  const codes = Array.isArray(permission) ? permission : [permission];
  return can(...codes) ? children : null;
}
