import type { Item, ItemInput } from '@rezervo/shared/schemas/item'
import type { ItemCategory, ItemCategoryInput } from '@rezervo/shared/schemas/item-category'
import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '../lib/api-client'
import {
  companyKey,
  companyPath,
  type DataAnswer,
  type DeleteAnswer,
  type ListAnswer,
} from '../lib/company-api'

export const itemsKey = (companyId: number) => companyKey(companyId, 'items')
export const itemCategoriesKey = (companyId: number) => companyKey(companyId, 'item-categories')

/** GET …/items */
export const itemsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: itemsKey(companyId),
    queryFn: ({ signal }) =>
      apiClient
        .get<ListAnswer<Item>>(companyPath(companyId, '/items?per_page=100'), { signal })
        .then((answer) => answer.data),
  })

/** GET …/items/:itemId */
export const itemQueryOptions = (companyId: number, itemId: number) =>
  queryOptions({
    queryKey: [...itemsKey(companyId), itemId],
    queryFn: ({ signal }) =>
      apiClient
        .get<DataAnswer<Item>>(companyPath(companyId, `/items/${itemId}`), { signal })
        .then((answer) => answer.data),
  })

/** GET …/item-categories */
export const itemCategoriesQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: itemCategoriesKey(companyId),
    queryFn: ({ signal }) =>
      apiClient
        .get<ListAnswer<ItemCategory>>(companyPath(companyId, '/item-categories?per_page=100'), { signal })
        .then((answer) => answer.data),
  })

export const saveItem = (companyId: number, itemId: number | undefined, input: ItemInput) =>
  apiClient
    .request<DataAnswer<Item>>(companyPath(companyId, itemId ? `/items/${itemId}` : '/items'), {
      method: itemId ? 'PUT' : 'POST',
      body: input,
    })
    .then((answer) => answer.data)

export const deleteItem = (companyId: number, itemId: number) =>
  apiClient
    .request<DeleteAnswer>(companyPath(companyId, `/items/${itemId}`), { method: 'DELETE' })
    .then((answer) => answer.data)

export const saveItemCategory = (
  companyId: number,
  categoryId: number | undefined,
  input: ItemCategoryInput,
) =>
  apiClient
    .request<DataAnswer<ItemCategory>>(
      companyPath(companyId, categoryId ? `/item-categories/${categoryId}` : '/item-categories'),
      { method: categoryId ? 'PUT' : 'POST', body: input },
    )
    .then((answer) => answer.data)

export const deleteItemCategory = (companyId: number, categoryId: number) =>
  apiClient
    .request<DeleteAnswer>(companyPath(companyId, `/item-categories/${categoryId}`), { method: 'DELETE' })
    .then((answer) => answer.data)
