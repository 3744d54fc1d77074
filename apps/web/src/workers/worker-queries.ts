import type { Worker, WorkerInput } from '@rezervo/shared/schemas/worker'
import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '../lib/api-client'
import {
  companyKey,
  companyPath,
  type DataAnswer,
  type DeleteAnswer,
  type ListAnswer,
} from '../lib/company-api'

export const workersKey = (companyId: number) => companyKey(companyId, 'workers')

/** GET …/workers */
export const workersQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: workersKey(companyId),
    queryFn: ({ signal }) =>
      apiClient
        .get<ListAnswer<Worker>>(companyPath(companyId, '/workers?per_page=100'), { signal })
        .then((answer) => answer.data),
  })

/** GET …/workers/:workerId */
export const workerQueryOptions = (companyId: number, workerId: number) =>
  queryOptions({
    queryKey: [...workersKey(companyId), workerId],
    queryFn: ({ signal }) =>
      apiClient
        .get<DataAnswer<Worker>>(companyPath(companyId, `/workers/${workerId}`), { signal })
        .then((answer) => answer.data),
  })

export const saveWorker = (companyId: number, workerId: number | undefined, input: WorkerInput) =>
  apiClient
    .request<DataAnswer<Worker>>(companyPath(companyId, workerId ? `/workers/${workerId}` : '/workers'), {
      method: workerId ? 'PUT' : 'POST',
      body: input,
    })
    .then((answer) => answer.data)

export const deleteWorker = (companyId: number, workerId: number) =>
  apiClient
    .request<DeleteAnswer>(companyPath(companyId, `/workers/${workerId}`), { method: 'DELETE' })
    .then((answer) => answer.data)
