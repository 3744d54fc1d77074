import type { WorkerException, WorkerExceptionInput } from '@rezervo/shared/schemas/worker'
import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '../lib/api-client'
import { companyPath, type DataAnswer, type ListAnswer } from '../lib/company-api'
import { workersKey } from './worker-queries'

export const workerExceptionsKey = (companyId: number, workerId: number) => [
  ...workersKey(companyId),
  workerId,
  'exceptions',
]

/** GET …/workers/:workerId/exceptions */
export const workerExceptionsQueryOptions = (companyId: number, workerId: number) =>
  queryOptions({
    queryKey: workerExceptionsKey(companyId, workerId),
    queryFn: ({ signal }) =>
      apiClient
        .get<ListAnswer<WorkerException>>(
          companyPath(companyId, `/workers/${workerId}/exceptions?per_page=100`),
          { signal },
        )
        .then((answer) => answer.data),
  })

export const createWorkerException = (companyId: number, workerId: number, input: WorkerExceptionInput) =>
  apiClient
    .post<DataAnswer<WorkerException>>(companyPath(companyId, `/workers/${workerId}/exceptions`), input)
    .then((answer) => answer.data)

export const deleteWorkerException = (companyId: number, workerId: number, exceptionId: number) =>
  apiClient.request<unknown>(companyPath(companyId, `/workers/${workerId}/exceptions/${exceptionId}`), {
    method: 'DELETE',
  })
