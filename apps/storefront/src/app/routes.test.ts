import { describe, expect, it } from 'vitest';
import { parentOf } from '../lib/screen-parents.ts';
import { findRoute, screenRoutes } from './routes.ts';

describe('Back from a screen opened directly', () => {
  it('leads from every screen but the tabs to another screen of the route table', () => {
    for (const { path } of screenRoutes.filter((route) => !route.tab)) {
      expect(parentOf(path), path).not.toBe(path);
      expect(findRoute(parentOf(path)), `${path} → ${parentOf(path)}`).toBeDefined();
    }
  });
});
