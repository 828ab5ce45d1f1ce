import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Drops `fileName` from a chunk's preload lists: the `__vite__mapDeps` table of files and the
 * index lists that point into it. Throws when the chunk still names the file afterwards, so a
 * change in how Vite writes those lists fails the build rather than a screen at run time.
 */
function withoutPreload(code: string, fileName: string, chunkName: string): string {
  let rewritten = code;
  const table = /m\.f=(\[[^\]]*\])/.exec(code);
  const files = table?.[1] ? (JSON.parse(table[1]) as string[]) : [];
  const dropped = files.indexOf(fileName);
  if (table?.[1] && dropped >= 0) {
    rewritten = rewritten.replace(table[1], JSON.stringify(files.filter((_, index) => index !== dropped)));
    rewritten = rewritten.replace(/__vite__mapDeps\(\[([\d,]*)\]\)/g, (_, list: string) => {
      const kept = list
        .split(',')
        .filter(Boolean)
        .map(Number)
        .filter((index) => index !== dropped)
        .map((index) => (index > dropped ? index - 1 : index));
      return `__vite__mapDeps([${kept.join(',')}])`;
    });
  }
  if (rewritten.includes(fileName)) throw new Error(`${chunkName} still names ${fileName}, which is inlined into index.html`);
  return rewritten;
}

/**
 * The stylesheet index.html links goes into the page as a <style>: a linked one holds the first
 * paint (the brand splash) back by a round trip. Screens' own stylesheets stay files that load
 * with their chunks; those chunks stop listing the inlined one (they would fetch it and apply it
 * a second time, after their own rules).
 */
function inlineLinkedStylesheet(): Plugin {
  return {
    name: 'roamcart:inline-linked-stylesheet',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') return;
        const inlined: string[] = [];
        page.source = String(page.source).replace(/\s*<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (link, fileName: string) => {
          const sheet = bundle[fileName];
          if (sheet?.type !== 'asset') return link;
          inlined.push(fileName);
          return `\n    <style>${String(sheet.source)}</style>`;
        });
        for (const fileName of inlined) {
          delete bundle[fileName];
          for (const output of Object.values(bundle)) {
            if (output.type === 'chunk') output.code = withoutPreload(output.code, fileName, output.fileName);
          }
        }
      },
    },
  };
}

/**
 * index.html preloads the app's chunk (app/mount.tsx, which the entry imports dynamically) and
 * what it imports, so that it downloads beside the small entry rather than after it. The entry and
 * those preloads are fetched at low priority: the app shell paints without them, and the first
 * screen's picture (preloaded at high priority) should not queue behind them.
 */
function preloadAppChunk(): Plugin {
  return {
    name: 'roamcart:preload-app-chunk',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        const app = Object.values(bundle).find((output) => output.type === 'chunk' && output.moduleIds.some((id) => id.endsWith('/src/app/mount.tsx')));
        if (page?.type !== 'asset' || app?.type !== 'chunk') throw new Error('index.html or the chunk of src/app/mount.tsx is missing');
        const html = String(page.source);
        const entryScript = /<script type="module" crossorigin src="[^"]+"><\/script>/.exec(html)?.[0];
        if (!entryScript) throw new Error("index.html has no entry script to put the app chunk's preload after");
        const links = [app.fileName, ...app.imports]
          .filter((fileName) => !html.includes(`/${fileName}"`))
          .map((fileName) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${fileName}">`);
        const lowEntryScript = entryScript.replace('<script ', '<script fetchpriority="low" ');
        page.source = html.replace(entryScript, [lowEntryScript, ...links].join('\n    '));
      },
    },
  };
}

/** The chunks of the screens visitors land on, named by their codeSplitting groups below. */
const LANDING_CHUNKS = ['home', 'goods-detail', 'hotel-search'];

/**
 * What the landing screens share with each other: in the app's chunk, or the later of two landing
 * chunks would import the earlier one and its stylesheet (Hotel search loaded Home's and Goods
 * detail's files for useMoney and Page).
 */
const sharedByLandingScreens = [
  /src[\\/]components[\\/](page\.tsx|use-money\.ts)$/,
  /src[\\/]features[\\/]catalogue[\\/]components[\\/]when-near\.tsx$/,
  /@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]useQuery\.js$/,
  /src[\\/]api[\\/]cart\.ts$/,
  /src[\\/]api[\\/]get-user-info\.ts$/,
  /antd-mobile-icons[\\/]es[\\/]StarFill\.js$/,
  // Goods cards: Home's lists, and "You may also like" on Goods detail.
  /src[\\/]components[\\/](goods[\\/][\w-]+\.tsx|star-rating\.tsx)$/,
  /src[\\/]lib[\\/]per-language\.ts$/,
];

/** Fails the build when a landing screen's chunk imports another's: add what they share to `sharedByLandingScreens`. */
function landingChunksApart(names: string[]): Plugin {
  return {
    name: 'roamcart:landing-chunks-apart',
    apply: 'build',
    generateBundle(_options, bundle) {
      const landing = Object.values(bundle).flatMap((output) => (output.type === 'chunk' && names.includes(output.name) ? [output] : []));
      if (landing.length !== names.length) throw new Error(`expected the landing chunks ${names.join(', ')}`);
      for (const chunk of landing) {
        const imported = landing.filter((other) => chunk.imports.includes(other.fileName)).map((other) => other.fileName);
        if (imported.length > 0) throw new Error(`${chunk.fileName} imports ${imported.join(', ')}: add the modules they share to sharedByLandingScreens`);
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), inlineLinkedStylesheet(), preloadAppChunk(), landingChunksApart(LANDING_CHUNKS)],
  // The contracts from their sources (package.json "source" condition), not their build.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  base: '/',
  server: { port: 5173, proxy: { '/app_index': 'http://127.0.0.1:8080', '/uploads': 'http://127.0.0.1:8080' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Few files on the way to the first screen: over HTTP/1.1 each one waits for one of six
        // connections. The small entry (main.tsx) is one file, the app it loads (app/mount.tsx)
        // another; Home and Goods detail (where visitors land) are one file each with what they
        // need beyond those, instead of a dozen small shared chunks, and so is Hotel search (a
        // landing screen in the Lighthouse budget too). What the landing screens share goes into the
        // app's file, so that none of them loads another's (landingChunksApart checks it); another
        // screen that shares their modules loads their file. The tab bar comes with Home's file:
        // the tab screens load it anyway, and Goods detail, Hotel search and the forms go without.
        codeSplitting: {
          groups: [
            { name: 'entry', tags: ['$initial'], priority: 4 },
            { name: 'app', test: (id) => /src[\\/]app[\\/]mount\.tsx$/.test(id) || sharedByLandingScreens.some((shared) => shared.test(id)), priority: 3 },
            { name: 'home', test: /src[\\/](features[\\/]catalogue[\\/](screens[\\/]home-screen|components[\\/]banner-carousel)|app[\\/]tab-bar)\.tsx$/, priority: 2 },
            { name: 'goods-detail', test: /src[\\/]features[\\/]catalogue[\\/]screens[\\/]goods-detail-screen\.tsx$/, priority: 1 },
            { name: 'hotel-search', test: /src[\\/]features[\\/]hotels[\\/]screens[\\/]hotel-search-screen\.tsx$/, priority: 0 },
          ],
        },
      },
    },
  },
});
