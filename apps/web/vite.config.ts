import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin, type ProxyOptions } from 'vite'
import { lightPageFor } from '../../packages/shared/src/public-pages/light-pages.ts'

const apiTarget = process.env.API_URL ?? 'http://localhost:3000'

/**
 * The HTML entries of the build (decision 050): index.html is the SPA; every other *.html beside it is a light
 * page (its script under src/light/), with React, React DOM and i18next but no React Router or TanStack Query.
 * Which paths each light page serves is the one list of packages/shared/src/public-pages/light-pages.ts
 * (decision 057), which the API, the dev server below and the SPA read.
 */
const htmlEntries = Object.fromEntries(
  readdirSync(import.meta.dirname)
    .filter((name) => name.endsWith('.html'))
    .map((name) => [name.slice(0, -'.html'.length), resolve(import.meta.dirname, name)]),
)

/**
 * A browser navigation's light page in development (decision 050): `/login.html` or `/booking.html` (with the
 * query) for a GET of text/html to one of its paths, by the same list the API reads (LIGHT_PAGES, decision
 * 057), so `npm run dev` opens them as the built app does; undefined for anything else. The list is imported by
 * its file's path: Vite bundles this config with what it imports by path, and leaves a package's import to
 * Node, which cannot run the shared package's TypeScript (the module imports nothing, for the same reason).
 */
function devLightPageUrl(req: { method?: string; url?: string; headers: { accept?: string } }) {
  if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return undefined
  const [path = '', query] = (req.url ?? '').split('?', 2)
  const page = lightPageFor(path)
  if (!page) return undefined
  return query === undefined ? `/${page.html}` : `/${page.html}?${query}`
}

/**
 * In development the API runs on its own port; browser navigations still get the SPA or their light page,
 * whose HTML address `devLightPages` below has already put in place of the path (`/login` → `/login.html`).
 */
const toApi: ProxyOptions = {
  target: apiTarget,
  bypass: (req) => {
    if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return undefined
    const path = req.url?.split('?', 1)[0] ?? ''
    return path.endsWith('.html') ? req.url : '/index.html'
  },
}

/**
 * Gives a browser navigation to a light page its HTML instead of Vite's SPA fallback (index.html) or the proxy
 * to the API (the login's path, which the API answers too). Runs before Vite's own middlewares, the proxy's
 * among them.
 */
function devLightPages(): Plugin {
  return {
    name: 'rezervo-dev-light-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = devLightPageUrl(req)
        if (url) req.url = url
        next()
      })
    },
  }
}

/** Below this a compressed copy saves too little to be worth a file (the server's threshold too). */
const PRECOMPRESS_MIN_BYTES = 1024

/**
 * Writes a .br (best quality) and a .gz copy beside each hashed text asset of the client build, which the
 * API sends as they are with @fastify/static's `preCompressed` (decision 025): the best compression once at
 * build time instead of a fast one on every request. The server bundle (--ssr) is left alone.
 */
function precompressAssets(): Plugin {
  let outDir = 'dist'
  let ssr = false
  return {
    name: 'rezervo-precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
      ssr = Boolean(config.build.ssr)
    },
    writeBundle(_options, bundle) {
      if (ssr) return
      // The booking widget's loader (public/embed.js, copied as it is) is served from its own fixed address.
      for (const fileName of [...Object.keys(bundle), 'embed.js']) {
        if (!/^(?:assets\/.+\.(?:js|css|svg|json)|embed\.js)$/.test(fileName)) continue
        const path = join(outDir, fileName)
        if (!existsSync(path)) continue
        const content = readFileSync(path)
        if (content.length < PRECOMPRESS_MIN_BYTES) continue
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        )
        writeFileSync(`${path}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }))
      }
    },
  }
}

/**
 * React, React DOM and i18next: what every page runs on, the light pages too (decision 050). React Router is
 * the SPA's alone, in a chunk of its own, so that no light page's closure reaches it; TanStack Query is the
 * SPA's and the light booking page's (decision 052), in a third chunk, so that the login does not load it:
 * together about 120 KB gzipped under every SPA screen (decision 025). use-sync-external-store's
 * with-selector is only the statistics charts' (recharts through react-redux), so it stays in their lazy chunk
 * instead of growing every screen's first load (decision 041).
 */
const REACT_MODULES =
  /node_modules[\\/](?:react|react-dom|scheduler|i18next|react-i18next|use-sync-external-store(?!.*with-selector))[\\/]/
const SPA_FRAMEWORK_MODULES = /node_modules[\\/]react-router[\\/]/
const QUERY_MODULES = /node_modules[\\/]@tanstack[\\/][^\\/]+[\\/]/

const packageDir = (name: string) => dirname(createRequire(import.meta.url).resolve(`${name}/package.json`))

const DOM_HELPERS_USED_BY = '\0rezervo-dom-helpers-used-by:'

/**
 * react-big-calendar's drag-and-drop addon exists only as CommonJS (`lib/`), and its requires bring CommonJS
 * copies of dom-helpers (the whole package, through its index) and of Babel's helpers beside the ES-module
 * copies the calendar's own bundle uses: about 5 KB gzipped of the calendar's first load (decision 025).
 * This sends the requires of the calendar's `lib/` files to the ES-module files (a Babel helper only where it
 * is read through `_interopRequireDefault`, which takes an ES module's default), and a bare
 * `require('dom-helpers')` to a module exporting only the helpers that file calls (`_domHelpers.name`, as
 * Babel compiles them; the whole ES index if none is found). The addon's behaviour is the same code; the
 * calendar e2e drags reservations through it.
 */
function requiredThroughInterop(importer: string, source: string) {
  return readFileSync(importer, 'utf8').includes(`_interopRequireDefault(require(${JSON.stringify(source)}))`)
}

function calendarAddonModuleHelpers(): Plugin {
  const domHelpers = packageDir('dom-helpers')
  const babelHelpers = join(packageDir('@babel/runtime'), 'helpers/esm')
  return {
    name: 'rezervo-calendar-addon-module-helpers',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer?.includes('/react-big-calendar/lib/')) return null
      if (source === 'dom-helpers') return `${DOM_HELPERS_USED_BY}${importer}`
      const domHelper = /^dom-helpers\/(\w+)$/.exec(source)
      if (domHelper) return join(domHelpers, `esm/${domHelper[1]}.js`)
      const babelHelper = /^@babel\/runtime\/helpers\/(\w+)(?:\.js)?$/.exec(source)
      // Only a helper read through `_interopRequireDefault(require(…)).default` may become an ES module; one
      // called as the required value itself (interopRequireDefault, typeof) stays CommonJS.
      if (babelHelper && requiredThroughInterop(importer, source))
        return join(babelHelpers, `${babelHelper[1]}.js`)
      return null
    },
    load(id) {
      if (!id.startsWith(DOM_HELPERS_USED_BY)) return null
      const importer = id.slice(DOM_HELPERS_USED_BY.length)
      const names = new Set(
        [...readFileSync(importer, 'utf8').matchAll(/\b_domHelpers\.(\w+)/g)].map((match) => match[1]),
      )
      if (names.size === 0) return `export * from ${JSON.stringify(join(domHelpers, 'esm/index.js'))}`
      return [...names]
        .map(
          (name) =>
            `export { default as ${name} } from ${JSON.stringify(join(domHelpers, `esm/${name}.js`))}`,
        )
        .join('\n')
    },
  }
}

const OVERLAY_ON_DEMAND = '\0rezervo-calendar-overlay-on-demand'

/**
 * react-big-calendar imports react-overlays' Overlay (with Popper: about 7.5 KB gzipped) for one thing: the
 * "+ N more" popup of the month and time views when the `popup` prop is set, which the reservation calendar
 * does not set (its "+ N more" opens the day). Rolldown cannot drop it (the bundle renders it under a runtime
 * condition), so the calendar's import of it gets an Overlay that loads the real one when first rendered,
 * inside its own Suspense boundary (nothing around it suspends): the popup still works if it is ever turned
 * on, and the calendar's first load no longer carries it (decision 048).
 */
function calendarOverlayOnDemand(): Plugin {
  const overlay = join(packageDir('react-overlays'), 'esm/Overlay.js')
  return {
    name: 'rezervo-calendar-overlay-on-demand',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react-overlays' && importer?.includes('/react-big-calendar/dist/'))
        return OVERLAY_ON_DEMAND
      return null
    },
    load(id) {
      if (id !== OVERLAY_ON_DEMAND) return null
      return [
        "import { createElement, forwardRef, lazy, Suspense } from 'react'",
        `const Lazy = lazy(() => import(${JSON.stringify(overlay)}))`,
        'export const Overlay = forwardRef((props, ref) =>',
        '  createElement(Suspense, { fallback: null }, createElement(Lazy, { ...props, ref })),',
        ')',
      ].join('\n')
    },
  }
}

/** The nine lodash functions react-big-calendar imports (`lodash/<name>`, each a default export). */
const CALENDAR_LODASH_FUNCTIONS = new Set([
  'chunk',
  'defaults',
  'findIndex',
  'isEqual',
  'mapValues',
  'omit',
  'range',
  'sortBy',
  'transform',
])

/**
 * react-big-calendar's bundle imports nine lodash functions one by one (`lodash/isEqual`…); with the CommonJS
 * helpers they drag in (deep clone for `omit`, the equality machinery, `baseOrderBy`), about 8.5 KB gzipped of
 * the calendar's first load. es-toolkit's `compat` build has the same functions with lodash's signatures and
 * semantics, one module each with the same default export (it is tested against lodash's own test suite,
 * maintained, and the statistics charts load it already through recharts). The calendar's imports of them
 * are sent there; nothing else in the app uses lodash. rbc's calls are plain ones (see decision 048, fifth
 * round): `isEqual` of two events, `findIndex`, `range`, `chunk` of a month's days, `sortBy` with two
 * iteratees, `transform`/`mapValues`/`defaults`/`omit` of the views and components objects.
 */
function calendarLodashToCompat(): Plugin {
  return {
    name: 'rezervo-calendar-lodash-to-compat',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer?.includes('/react-big-calendar/')) return null
      const name = /^lodash\/(\w+)(?:\.js)?$/.exec(source)?.[1]
      if (!name || !CALENDAR_LODASH_FUNCTIONS.has(name)) return null
      // Resolved from the web's own folder: es-toolkit is the web's dependency, not rbc's.
      return this.resolve(`es-toolkit/compat/${name}`, fileURLToPath(import.meta.url), { skipSelf: true })
    },
  }
}

const LIFECYCLES_AS_THEY_ARE = '\0rezervo-lifecycles-as-they-are'

/**
 * uncontrollable (rbc's wrapper that lets the calendar's view, date and selection be controlled or not) runs
 * its class through react-lifecycles-compat's `polyfill`, which gives a class with getDerivedStateFromProps
 * the legacy componentWillMount and componentWillReceiveProps for React before 16.3. React 16.3 and later
 * (this app runs 19) never calls those on such a class, so the polyfill changes nothing here; its import is
 * answered with `polyfill` returning the class as it is (0.7 KB less on the calendar's first load, decision
 * 048, fifth round).
 */
function calendarWithoutLifecyclesPolyfill(): Plugin {
  return {
    name: 'rezervo-calendar-without-lifecycles-polyfill',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react-lifecycles-compat' && importer?.includes('/uncontrollable/'))
        return LIFECYCLES_AS_THEY_ARE
      return null
    },
    load(id) {
      if (id !== LIFECYCLES_AS_THEY_ARE) return null
      return 'export const polyfill = (Component) => Component'
    },
  }
}

/**
 * The chunks a lazy import's preload list may leave out: those the importing chunk imports statically (and so
 * everything they import), which are loaded before its code runs; preloading them again does nothing. The
 * lists (`__vite__mapDeps`) are in the chunks' code, and the dashboard's route table has about thirty of them
 * (decision 048, fifth round).
 */
const staticallyLoaded = {
  bundle: undefined as undefined | Record<string, { type: string; imports?: string[] }>,
}

function loadedBefore(host: string): Set<string> {
  const closure = new Set<string>()
  const visit = (file: string) => {
    const chunk = staticallyLoaded.bundle?.[file]
    for (const imported of chunk?.type === 'chunk' ? (chunk.imports ?? []) : []) {
      if (closure.has(imported)) continue
      closure.add(imported)
      visit(imported)
    }
  }
  visit(host)
  return closure
}

function rememberBundle(): Plugin {
  return {
    name: 'rezervo-remember-bundle',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        staticallyLoaded.bundle = bundle as typeof staticallyLoaded.bundle
      },
    },
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    devLightPages(),
    tailwindcss(),
    precompressAssets(),
    calendarAddonModuleHelpers(),
    calendarOverlayOnDemand(),
    calendarLodashToCompat(),
    calendarWithoutLifecyclesPolyfill(),
    rememberBundle(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget },
      '/sanctum': { target: apiTarget },
      '/email': { target: apiTarget },
      '/login': toApi,
      '/register': toApi,
      '/logout': toApi,
      '/forgot-password': toApi,
      '/reset-password': toApi,
    },
  },
  // The manifest lets the bench and the first-load budget test weigh each route's scripts.
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // Every browser of the es2022 target but Safari before 17 knows modulepreload; there the preloads are
    // only skipped (the imports still load), so the polyfill is not worth its bytes in every first load.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostId }) => {
        const loaded = loadedBefore(hostId)
        return deps.filter((dep) => !loaded.has(dep))
      },
    },
    rolldownOptions: {
      // The SPA and the light pages; the server bundle (--ssr) has its own entry.
      ...(isSsrBuild ? {} : { input: htmlEntries }),
      output: {
        // A chunk's file is named by its hash alone: every import between chunks and every preload list names
        // files, so `calendar-route-CXl4MtdB.js` in place of `CXl4MtdB.js` cost the calendar 1.6 KB gzipped and
        // the login 0.6 (decision 048, fifth round). The manifest (.vite/manifest.json) keeps each chunk's name;
        // the entry keeps `index-` in front.
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          groups: [
            {
              // What every page runs on, in one file: it compresses better than in pieces and changes only
              // with a library upgrade, so a returning visitor keeps it across deploys.
              name: 'react',
              test: REACT_MODULES,
            },
            {
              // The SPA's router: every SPA screen loads it, no light page does.
              name: 'framework',
              test: SPA_FRAMEWORK_MODULES,
            },
            {
              // The query cache: every SPA screen and the light booking page load it, the login does not.
              name: 'query',
              test: QUERY_MODULES,
            },
            {
              name: 'calendar-libs',
              test: /node_modules[\\/](?:es-toolkit|prop-types|clsx|@babel[\\/]runtime)[\\/]/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
}))
