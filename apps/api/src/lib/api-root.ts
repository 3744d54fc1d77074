import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const API_PACKAGE_NAME = '@rezervo/api'

/**
 * The API package's folder (apps/api), found by walking up from `from` to the package.json named
 * @rezervo/api. A fixed '../..' would differ between the sources run by tsx (src/db/migrate.ts) and the one
 * bundled file (dist/server.js); walking up finds the same folder from both, so the migrations and the web
 * build are found from either.
 */
export function findApiRoot(from: string): string {
  let folder = dirname(from)
  for (;;) {
    const manifest = join(folder, 'package.json')
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === API_PACKAGE_NAME) {
      return folder
    }
    const parent = dirname(folder)
    if (parent === folder) throw new Error(`No ${API_PACKAGE_NAME} package.json above ${from}`)
    folder = parent
  }
}

export const apiRoot = findApiRoot(fileURLToPath(import.meta.url))
