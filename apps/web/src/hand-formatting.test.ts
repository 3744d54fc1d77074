import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Issue 18: money and durations reach the screen through the shared format helpers (Intl underneath), never
 * glued by hand ('450 Kč', `${minutes} min`, toFixed). This scans the web app's code and the shared texts, so
 * a hand-made amount or length cannot come back unnoticed.
 */
const webSource = import.meta.dirname
const sharedTexts = join(import.meta.dirname, '../../../packages/shared/src/i18n')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** What a hand-made amount or length looks like in code. */
const codeRules: [string, RegExp][] = [
  ['a currency written by hand (use formatCzk)', /Kč|\bCZK\b/],
  ['a number glued to a unit (use formatDuration/formatCzk)', /\$\{[^}]+\}\s*(?:min|minut\w*|hod\w*|h|Kč)\b/],
  ['a number rounded by hand for display (use formatNumber/formatCzk)', /\.toFixed\(/],
  ['a number formatted without the shared helpers (use formatNumber)', /\.toLocaleString\(/],
]

/** What a hand-made amount or length looks like in a translated text: a raw number before a unit. */
const textRule = /\{\{\w+\}\}\s*(?:min|minut\w*|minutes?|hod\w*|hours?|h|Kč|CZK)\b/

function findings(files: string[], rules: [string, RegExp][]): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        line.trim().startsWith('//') || line.trim().startsWith('*')
          ? []
          : rules
              .filter(([, pattern]) => pattern.test(line))
              .map(([what]) => `${relative(webSource, file)}:${index + 1}: ${what}: ${line.trim()}`),
      ),
  )
}

describe('money and durations are formatted by the shared helpers', () => {
  it('the web app writes no amount or length by hand', () => {
    expect(sourceFiles(webSource).length).toBeGreaterThan(100)
    expect(findings(sourceFiles(webSource), codeRules)).toEqual([])
  })

  it('the shared texts take formatted amounts and lengths, not raw numbers before a unit', () => {
    expect(findings(sourceFiles(sharedTexts), [['a raw number before a unit', textRule]])).toEqual([])
  })

  it('would catch each hand-made form', () => {
    const open = '$' + '{' // source code's template placeholders, written so this file has none
    const samples = [
      `label: \`${open}item.name} (${open}item.duration_minutes} min)\``,
      `return \`${open}price} Kč\``,
      'amount.toFixed(2)',
      'value.toLocaleString(locale)',
    ]
    for (const sample of samples)
      expect(
        codeRules.some(([, pattern]) => pattern.test(sample)),
        sample,
      ).toBe(true)
    expect(textRule.test("total: 'Celkem {{minutes}} min · {{price}}'")).toBe(true)
    expect(textRule.test("total: 'Celkem {{duration}} · {{price}}'")).toBe(false)
  })
})
