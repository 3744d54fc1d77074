import { zodResolver } from '@hookform/resolvers/zod'
import { parseClockTime } from '@rezervo/shared/input/clock-time'
import {
  type WorkerExceptionInput,
  type WorkerExceptionValues,
  workerExceptionInputSchema,
} from '@rezervo/shared/schemas/worker'
import { isIsoDate } from '@rezervo/shared/time/iso-date'
import type { Resolver, ResolverResult } from 'react-hook-form'

/** The vacation form as typed: a date and a time for each end, the time as on a keypad ('8', '930'). */
export interface WorkerExceptionForm {
  kind: WorkerExceptionInput['kind']
  starts_date: string
  starts_time: string
  ends_date: string
  ends_time: string
  branch_id: number | null
  note: string
}

export const emptyWorkerExceptionForm = (): WorkerExceptionForm => ({
  kind: 'holiday',
  starts_date: '',
  starts_time: '',
  ends_date: '',
  ends_time: '',
  branch_id: null,
  note: '',
})

/** '2026-12-24' and '930' → '2026-12-24T09:30' (branch wall time); '' while either is missing or not a time. */
export function wallTime(date: string, time: string): string {
  const clock = parseClockTime(time)
  return date && clock ? `${date}T${clock}` : ''
}

/** The POST body the form stands for. */
export function exceptionInput(form: WorkerExceptionForm): WorkerExceptionInput {
  return {
    kind: form.kind,
    starts_at: wallTime(form.starts_date, form.starts_time),
    ends_at: wallTime(form.ends_date, form.ends_time),
    branch_id: form.branch_id,
    note: form.note,
  }
}

/** Where an error of `starts_at`/`ends_at` shows: under a date that is no day, a time that is no time, or the time. */
function edgeError(
  form: WorkerExceptionForm,
  edge: 'starts' | 'ends',
  error: unknown,
): Record<string, unknown> {
  const time = form[`${edge}_time`]
  // No date yet, or a typed one that is no day (the date field hands it on as typed).
  if (!isIsoDate(form[`${edge}_date`])) return { [`${edge}_date`]: error }
  if (time.trim() === '' || parseClockTime(time) === null) {
    return { [`${edge}_time`]: { type: 'custom', message: time.trim() === '' ? 'required' : 'time' } }
  }
  return { [`${edge}_time`]: error }
}

/** Checks the form with the server's schema, on the body it would send; errors land on the typed fields. */
export function workerExceptionResolver(): Resolver<WorkerExceptionForm, unknown, WorkerExceptionValues> {
  const shared = zodResolver(workerExceptionInputSchema)
  return async (values, context, options) => {
    const result = await shared(exceptionInput(values), context, options as never)
    const { starts_at, ends_at, ...rest } = result.errors as Record<string, unknown>
    const errors = {
      ...rest,
      ...(starts_at ? edgeError(values, 'starts', starts_at) : {}),
      ...(ends_at ? edgeError(values, 'ends', ends_at) : {}),
    }
    return { ...result, errors } as ResolverResult<WorkerExceptionForm, WorkerExceptionValues>
  }
}
