import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin, type ProxyOptions } from 'vite'

const apiTarget = process.env.API_URL ?? 'http://localhost:3000'

/** In development the API runs on its own port; browser navigations still get the SPA. */
const toApi: ProxyOptions = {
  target: apiTarget,
  bypass: (req) =>
    req.method === 'GET' && req.headers.accept?.includes('text/html') ? '/index.html' : undefined,
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
      for (const fileName of Object.keys(bundle)) {
        if (!/^assets\/.+\.(?:js|css|svg|json)$/.test(fileName)) continue
        const path = join(outDir, fileName)
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

export default defineConfig({
  plugins: [react(), tailwindcss(), precompressAssets()],
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
  build: { target: 'es2022', sourcemap: false, manifest: true },
})
