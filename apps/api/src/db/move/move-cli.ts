import { parseArgs } from 'node:util'
import { resolveDataDir } from '../../config'
import { moveDatabase } from './move-database'
import { type MoveRefusal, MoveRefused } from './move-refused'

/**
 * `npm run db:move -- --to postgres://…` or `node apps/api/dist/db-move-cli.js --to postgres://…`: moves the
 * stopped PGlite data folder (DATA_DIR, or --from) into an empty PostgreSQL database (decision 065,
 * docs/deploy.md). Exit codes: 0 moved and verified; 1 failed, nothing committed; 2 wrong arguments;
 * 3 the data folder is in use, unclean or of another release; 4 the target is not empty; 5 the copy's counts or
 * checksums differed, rolled back.
 */
const EXIT_CODES: Record<MoveRefusal | 'failed' | 'usage', number> = {
  failed: 1,
  usage: 2,
  source: 3,
  target: 4,
  mismatch: 5,
}

const USAGE = 'Usage: db:move --to postgres://user:password@host:5432/database [--from <PGlite data folder>]'

/** The address without its password, for printing. */
function withoutPassword(url: URL): string {
  const shown = new URL(url)
  if (shown.password) shown.password = '***'
  return shown.toString()
}

function parseTarget(argv: string[]): { from: string; to: URL } | string {
  let values: { to?: string | undefined; from?: string | undefined }
  try {
    ;({ values } = parseArgs({
      args: argv,
      options: { to: { type: 'string' }, from: { type: 'string' } },
      strict: true,
    }))
  } catch (error) {
    return `${(error as Error).message}\n${USAGE}`
  }
  if (!values.to) return `--to is required.\n${USAGE}`
  let to: URL
  try {
    to = new URL(values.to)
  } catch {
    return `--to must be a postgres:// address.\n${USAGE}`
  }
  if (to.protocol !== 'postgres:' && to.protocol !== 'postgresql:')
    return `--to must be a postgres:// address, not ${to.protocol}//.\n${USAGE}`
  const from = values.from ? resolveDataDir({ ...process.env, DATA_DIR: values.from }) : resolveDataDir()
  return { from, to }
}

async function main(): Promise<number> {
  const parsed = parseTarget(process.argv.slice(2))
  if (typeof parsed === 'string') {
    console.error(parsed)
    return EXIT_CODES.usage
  }
  console.log(`Moving the PGlite data folder ${parsed.from} to ${withoutPassword(parsed.to)}`)
  const started = performance.now()
  try {
    const report = await moveDatabase({
      sourceDir: parsed.from,
      targetUrl: parsed.to.toString(),
      log: (line) => console.log(line),
    })
    const rows = report.tables.reduce((sum, table) => sum + table.rows, 0)
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(
      `Moved ${report.tables.length} tables, ${rows} rows and ${report.sequences} sequences in ${seconds} s: ` +
        'every row count and checksum equal. Committed.',
    )
    console.log(
      'Next: start Rezervo with DATABASE_URL set to the target (DATA_DIR is then ignored). ' +
        `Keep ${parsed.from} as a backup until you are satisfied; nothing in it was changed.`,
    )
    return 0
  } catch (error) {
    if (error instanceof MoveRefused) {
      console.error(`Not moved: ${error.message}. The target was left as it was.`)
      return EXIT_CODES[error.reason]
    }
    console.error(`Move failed, nothing committed: ${(error as Error).message}`)
    return EXIT_CODES.failed
  }
}

process.exit(await main())
