/**
 * Why a move stopped before it changed anything, which the command line turns into its exit code:
 * `source` the data folder cannot be read safely, `target` the database is not empty, `mismatch` the copy differed
 * from its source and was rolled back.
 */
export type MoveRefusal = 'source' | 'target' | 'mismatch'

export class MoveRefused extends Error {
  constructor(
    readonly reason: MoveRefusal,
    message: string,
  ) {
    super(message)
  }
}
