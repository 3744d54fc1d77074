import { zodResolver } from '@hookform/resolvers/zod'
import { type ItemCategoryRow, itemCategoryInputSchema } from '@rezervo/shared/schemas/item-category'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useBackofficeTexts } from '../lib/backoffice-texts'
import { itemCategoriesResource } from '../lib/company-resources'
import { Button } from '../ui/button'
import { DeleteRecordButton } from '../ui/delete-record-button'
import { useRecordSubmit } from '../ui/record-form/record-form'
import { TextField } from '../ui/text-field'

/** The company's own service categories: add, rename, delete in one list. */
export function ItemCategoriesPanel({ companyId }: { companyId: number }) {
  const { t } = useBackofficeTexts()
  const categories = useQuery(itemCategoriesResource(companyId).rows())
  return (
    <section
      aria-labelledby="item-categories"
      className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6"
    >
      <h2 id="item-categories" className="text-lg font-semibold">
        {t('services.categoriesTitle')}
      </h2>
      <ul className="mt-3 grid gap-3">
        {(categories.data ?? []).map((category) => (
          // Keyed by version too: a category changed elsewhere (seen after a refused delete) shows as saved now.
          <li key={`${category.id} ${category.etag}`}>
            <CategoryRow companyId={companyId} category={category} />
          </li>
        ))}
      </ul>
      <div className="mt-4 border-t border-stone-200 pt-4">
        <CategoryRow companyId={companyId} />
      </div>
    </section>
  )
}

function CategoryRow({ companyId, category }: { companyId: number; category?: ItemCategoryRow }) {
  const { t } = useBackofficeTexts()
  const queryClient = useQueryClient()
  const form = useForm({
    resolver: zodResolver(itemCategoryInputSchema),
    defaultValues: { name: category?.name ?? '', position: category?.position ?? 0 },
  })
  const categories = itemCategoriesResource(companyId)
  const refresh = () => categories.invalidate(queryClient)
  const { errors, onSubmit, saving } = useRecordSubmit(form, {
    resource: categories,
    id: category?.id,
    // The version this row shows (If-Match): a rename over someone else's answers 412 and renames nothing.
    etag: category?.etag,
    // The row for a new category empties for the next one.
    onCreated: () => form.reset({ name: '', position: 0 }),
  })
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <TextField
        className="flex-1"
        label={category ? t('common.name') : t('services.newCategory')}
        hint={category ? t('services.itemCount', { count: category.item_count }) : undefined}
        error={errors.fieldError('name')}
        {...form.register('name')}
      />
      <div className="flex gap-2 sm:pt-6">
        <Button type="submit" variant="secondary" loading={saving}>
          {category ? t('services.rename') : t('common.add')}
        </Button>
        {category && (
          <DeleteRecordButton
            name={category.name}
            // The version this row shows (If-Match): a category renamed meanwhile answers 412 and stays.
            remove={() => categories.remove(category.id, undefined, { etag: category.etag })}
            onDone={refresh}
            onRefused={refresh}
          />
        )}
      </div>
    </form>
  )
}
