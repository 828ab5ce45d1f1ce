// `npm run lint`'s import checks, in one dependency-cruiser pass over the whole tree (per-file
// eslint-plugin-import rules re-walked the graph for every file): the server's import direction
// (issue 6) and no import cycles in the server, the contracts and the apps.
import { cruise, format } from 'dependency-cruiser';

const roots = ['server/src', 'packages/contracts/src', 'apps/storefront/src', 'apps/admin/src'];

const modules = '^server/src/modules/';
const moduleIndex = '^server/src/modules/[^/]+/index\\.ts$';
const moduleTables = '^server/src/modules/[^/]+/tables\\.ts$';
const moduleTest = '^server/src/modules/.+\\.test\\.ts$';

/**
 * The import direction: a module uses platform, contracts and other modules' index.ts only;
 * platform uses no module; the app, seed and test helpers reach modules through their index.ts;
 * apps and contracts never import the server. Every import counts, type-only and import() too.
 *
 * Data ownership: a module's tables (modules/<module>/tables.ts) are read and written by that
 * module alone; others use the functions its index.ts exports, never its tables. Only another
 * tables.ts may import them, for a foreign key; tests and the seed may, to check or write rows.
 * Reads across modules (reports, the ledger check) belong to the reporting module, through the
 * views of modules/reporting/tables.ts: their SQL names the other modules' tables, not imports.
 */
const forbidden = [
  {
    name: 'module-through-index',
    comment: "Use another module only through its index.ts; its tables are its own: read its data through the functions it exports.",
    from: { path: '^server/src/modules/([^/]+)/', pathNot: [moduleTables, moduleTest] },
    to: { path: modules, pathNot: ['^server/src/modules/$1/', moduleIndex] },
  },
  {
    name: 'tables-reference-tables',
    comment: "A module's tables.ts imports only other tables, for foreign keys.",
    from: { path: moduleTables },
    to: { path: modules, pathNot: moduleTables },
  },
  {
    name: 'index-exports-no-tables',
    comment: "A module's index.ts exports functions and types, not its tables.",
    from: { path: moduleIndex },
    to: { path: moduleTables },
  },
  {
    name: 'module-test-through-index',
    comment: "A module's tests use another module through its index.ts, or read its stored rows through its tables.",
    from: { path: '^server/src/modules/([^/]+)/.+\\.test\\.ts$' },
    to: { path: modules, pathNot: ['^server/src/modules/$1/', moduleIndex, moduleTables] },
  },
  {
    name: 'app-through-index',
    comment: 'Use a module only through its index.ts.',
    from: { path: '^server/src/(app\\.ts$|main\\.ts$)' },
    to: { path: modules, pathNot: moduleIndex },
  },
  {
    name: 'seed-and-tests-through-index',
    comment: 'Use a module only through its index.ts, or its tables to write or check stored rows.',
    from: { path: '^server/src/(seed/|test/|modules/settings\\.test\\.ts$)' },
    to: { path: modules, pathNot: [moduleIndex, moduleTables] },
  },
  {
    name: 'module-imports-no-app',
    comment: 'Modules do not import the app or the seed.',
    from: { path: '^server/src/modules/[^/]+/' },
    to: { path: '^server/src/(app\\.ts$|main\\.ts$|seed/)' },
  },
  {
    name: 'platform-imports-no-module',
    comment: 'Platform imports no module.',
    from: { path: '^server/src/platform/' },
    to: { path: '^server/src/(modules/|app\\.ts$|seed/)' },
  },
  {
    name: 'server-imported-from-outside',
    comment: 'Apps and contracts never import the server.',
    from: { path: '^(apps|packages/contracts)/' },
    to: { path: '^server/' },
  },
  {
    name: 'contracts-import-app',
    comment: 'Contracts never import the apps.',
    from: { path: '^packages/contracts/' },
    to: { path: '^apps/' },
  },
  // ---- Storefront (apps/storefront/src) ----
  // A feature (features/<feature>/) uses the shared layers (lib, components, api, i18n) and its
  // own folder, never another feature nor the shell (app/, main.tsx: routes, layout, startup),
  // which imports the features. The shared layers import no feature and not the shell; lib/ holds
  // the helpers under them all and imports only lib/.
  {
    name: 'storefront-feature-imports-no-other-feature',
    comment: "A storefront feature does not import another feature: move what both use into lib/ or components/ (or api/ for a call).",
    from: { path: '^apps/storefront/src/features/([^/]+)/' },
    to: { path: '^apps/storefront/src/features/', pathNot: '^apps/storefront/src/features/$1/' },
  },
  {
    name: 'storefront-feature-imports-shared-layers-only',
    comment: 'A storefront feature imports lib/, components/, api/, i18n/ and its own folder, never the shell (app/, main.tsx).',
    from: { path: '^apps/storefront/src/features/' },
    to: { path: '^apps/storefront/src/', pathNot: '^apps/storefront/src/(features|lib|components|api|i18n)/' },
  },
  {
    name: 'storefront-shared-imports-no-feature',
    comment: "The storefront's shared layers (lib/, components/, api/, i18n/) import no feature and not the shell (app/, main.tsx).",
    from: { path: '^apps/storefront/src/(lib|components|api|i18n)/' },
    to: { path: '^apps/storefront/src/(features/|app/|main\\.tsx$)' },
  },
  {
    name: 'storefront-lib-imports-lib-only',
    comment: "The storefront's lib/ is the bottom layer: it imports no component, call or dictionary code.",
    from: { path: '^apps/storefront/src/lib/' },
    to: { path: '^apps/storefront/src/', pathNot: '^apps/storefront/src/lib/' },
  },
  // ---- end of the storefront ----
  // ---- Admin app (apps/admin/src) ----
  // A page folder (pages/<feature>/) is one feature: it uses the shared layers (lib, components,
  // api, i18n, session, startup) and its own folder, never another feature's folder nor the shell
  // (app/ and main.tsx: routes, menu, layout), which imports the pages. The shared layers import
  // no page and not the shell.
  {
    name: 'admin-page-imports-no-other-feature',
    comment: "An admin page does not import another feature's folder: move what both use into components/ or lib/.",
    from: { path: '^apps/admin/src/pages/([^/]+)/' },
    to: { path: '^apps/admin/src/pages/', pathNot: '^apps/admin/src/pages/$1/' },
  },
  {
    name: 'admin-page-imports-shared-layers-only',
    comment: 'An admin page imports lib/, components/, api/, i18n/, session/, startup/ and its own feature, never the shell (app/, main.tsx).',
    from: { path: '^apps/admin/src/pages/' },
    to: { path: '^apps/admin/src/', pathNot: '^apps/admin/src/(pages|lib|components|api|i18n|session|startup)/' },
  },
  {
    name: 'admin-shared-imports-no-page',
    comment: "The admin's shared layers import no page and not the shell (app/, main.tsx).",
    from: { path: '^apps/admin/src/(lib|components|api|i18n|session|startup)/' },
    to: { path: '^apps/admin/src/(pages/|app/|main\\.tsx$)' },
  },
  // ---- end of the admin app ----
];

const { output: result } = await cruise(
  roots,
  {
    validate: true,
    ruleSet: { forbidden: forbidden.map((rule) => ({ severity: 'error', ...rule })) },
    tsPreCompilationDeps: true, // see `import type`, which the boundaries cover too
    moduleSystems: ['es6'],
    // Only the workspaces' own files: no package of node_modules can import them back.
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^(server|packages/contracts|apps)/',
    // Cycles are computed below, not by depcruise's no-circular.
    skipAnalysisNotInRules: true,
  },
  // `@roamcart/contracts` as the sources see it (package exports, condition "source").
  { exportsFields: ['exports'], conditionNames: ['source', 'import', 'default'] },
);

/**
 * Module → the modules it imports, type-only imports and import() included: a cycle through
 * either still ties the files together (a self-import is no cycle).
 */
const graph = new Map();
for (const module of result.modules) {
  const imported = module.dependencies.map((dependency) => dependency.resolved);
  graph.set(module.source, [...new Set(imported)].filter((to) => to !== module.source));
}

/**
 * Tarjan's strongly connected components: every cycle lies within one, and each of two or more
 * modules holds a cycle. Not depcruise's no-circular: it finds one cycle per import, so one
 * cycle could hide another behind it.
 */
function cyclicComponents() {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components;
}

/** The shortest cycle through the component's first module, for the message. */
function cycleThrough(component) {
  const members = new Set(component);
  const [start] = component;
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next) || cameFrom.has(next)) continue;
      cameFrom.set(next, node);
      if (next === start) {
        const path = [start];
        for (let step = node; step !== start; step = cameFrom.get(step)) path.unshift(step);
        return [start, ...path];
      }
      queue.push(next);
    }
  }
  return component;
}

let failed = false;
if (result.summary.error > 0) {
  failed = true;
  console.error((await format(result, { outputType: 'err-long' })).output);
}
for (const component of cyclicComponents()) {
  failed = true;
  const more = component.length > 2 ? ` (${component.length} modules import each other)` : '';
  console.error(`Import cycle${more}:\n  ${cycleThrough(component).join('\n  → ')}`);
}
if (failed) process.exitCode = 1;
else console.log(`Imports: ${result.summary.totalCruised} modules, no boundary crossed, no cycle.`);
