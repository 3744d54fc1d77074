// The index of docs/decisions/README.md, written from the records themselves (issue 31), and the check of every
// record's header that `npm run lint` runs, so a new record cannot be left out of the index and a status line
// cannot say one thing in the record and another in the index.
//
//   node scripts/decision-index.mjs           rewrites the index (npm run docs:decisions)
//   node scripts/decision-index.mjs --check   fails on a malformed record or an index that differs (npm run lint)
//   --dir <folder>                            another copy of docs/decisions (the self-test's)
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { optionValue, withBlock, writeOrCheck } from './generated-block.mjs'

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..')
export const REGENERATE = 'npm run docs:decisions'
const RECORD_FILE = /^(\d{3})-[a-z0-9-]+\.md$/
/** The one status format: a state, then an optional note in parentheses (which may wrap, indented by two). */
const STATUS = /^- Status: (accepted|proposed|rejected|superseded by (\d{3}))(?: \((.+)\))?$/s
export const STATUS_FORMAT =
  '`- Status: accepted` (or proposed, rejected, `superseded by NNN`), optionally followed by a note in parentheses'

/** One record's header, or the reasons it is not in the format. */
export function readRecord(file, text) {
  const number = RECORD_FILE.exec(file)?.[1]
  const lines = text.split('\n')
  const problems = []
  const title = new RegExp(`^# ${number} (\\S.*)$`).exec(lines[0] ?? '')?.[1]
  if (!title) problems.push(`the first line must be \`# ${number} <title>\``)
  const date = /^- Date: (\d{4}-\d{2}-\d{2})$/.exec(lines[2] ?? '')?.[1]
  if (lines[1] !== '' || !date || Number.isNaN(Date.parse(date)))
    problems.push('the third line must be `- Date: YYYY-MM-DD`, after a blank line')
  let end = 4
  while (lines[end]?.startsWith('  ')) end += 1
  const status = STATUS.exec(lines.slice(3, end).join('\n'))
  if (!status) problems.push(`the fourth line must be ${STATUS_FORMAT}`)
  const supersededBy = status?.[2]
  if (supersededBy && supersededBy <= number)
    problems.push(`a record is superseded by a later one, not by ${supersededBy}`)
  const state = supersededBy ? 'superseded' : status?.[1]
  return { number, file, title, date, state, supersededBy, problems }
}

/** Every record of the folder, by number. */
export function readRecords(dir) {
  return readdirSync(dir)
    .filter((file) => RECORD_FILE.test(file))
    .sort()
    .map((file) => readRecord(file, readFileSync(join(dir, file), 'utf8')))
}

const cell = (text) => text.replaceAll('|', '\\|')

/** The index table: number, title, date, status, and the record that holds instead of a superseded one. */
export function indexOf(records) {
  const files = new Map(records.map((record) => [record.number, record.file]))
  const link = (number) => (files.has(number) ? `[${number}](${files.get(number)})` : number)
  const rows = records.map((record) => {
    const by = record.supersededBy ? link(record.supersededBy) : ''
    return `| ${link(record.number)} | ${cell(record.title)} | ${record.date} | ${record.state} | ${by} |`
  })
  return ['| No. | Decision | Date | Status | Superseded by |', '|---|---|---|---|---|', ...rows].join('\n')
}

async function main(args) {
  const dir = optionValue(args, '--dir', join(repoRoot, 'docs/decisions'))
  const records = readRecords(dir)
  const malformed = records.filter((record) => record.problems.length > 0)
  for (const record of malformed)
    for (const problem of record.problems) console.error(`${join(dir, record.file)}: ${problem}`)
  if (malformed.length > 0) return 1
  return writeOrCheck({
    doc: join(dir, 'README.md'),
    args,
    regenerate: (document) => withBlock(document, 'decision-index', indexOf(records), REGENERATE),
    complaint: 'the index differs from the records (a record is missing, or its status changed).',
    command: REGENERATE,
  })
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  process.exitCode = await main(process.argv.slice(2))
