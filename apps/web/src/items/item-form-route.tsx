import { zodResolver } from '@hookform/resolvers/zod'
import { TIME_UNITS } from '@rezervo/shared/constants'
import { type Item, type ItemInput, itemInputSchema } from '@rezervo/shared/schemas/item'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Controller, useForm } from 'react-hook-form'
import { useNavigate, useParams } from 'react-router'
import { WithCurrentCompany } from '../companies/with-current-company'
import { useBackofficeTexts } from '../lib/backoffice-texts'
import { companyKey } from '../lib/company-resource'
import { itemCategoriesResource, itemsResource, workersResource } from '../lib/company-resources'
import { dashboardPaths } from '../lib/dashboard-paths'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { Checkbox } from '../ui/checkbox'
import { DeleteRecordButton } from '../ui/delete-record-button'
import { IdCheckboxList } from '../ui/id-checkbox-list'
import { notify } from '../ui/notifications/notification-store'
import { RecordLoadFailed, recordIdFromParam } from '../ui/record-form/record-route'
import { FormSection, ScreenHeader } from '../ui/screen-header'
import { SelectField } from '../ui/select-field'
import { Spinner } from '../ui/spinner'
import { TextField } from '../ui/text-field'
import { TextareaField } from '../ui/textarea-field'
import { useEntityFormErrors } from '../ui/use-entity-form'

/** /dashboard/services/new and /dashboard/services/:itemId */
export function Component() {
  const id = recordIdFromParam(useParams().itemId)
  if (id === 'invalid') return <RecordLoadFailed listPath={dashboardPaths.services} />
  return (
    <WithCurrentCompany>{(companyId) => <LoadedItem companyId={companyId} itemId={id} />}</WithCurrentCompany>
  )
}

function LoadedItem({ companyId, itemId }: { companyId: number; itemId?: number }) {
  const item = useQuery({ ...itemsResource(companyId).detail(itemId ?? 0), enabled: Boolean(itemId) })
  if (itemId && item.isError)
    return <RecordLoadFailed error={item.error} listPath={dashboardPaths.services} />
  if (itemId && !item.data) return <Spinner label="…" />
  return <ItemForm key={`${companyId}-${itemId ?? 'new'}`} companyId={companyId} item={item.data} />
}

const number = { setValueAs: (value: unknown) => (value === '' || value == null ? undefined : Number(value)) }

function ItemForm({ companyId, item }: { companyId: number; item?: Item }) {
  const { t } = useBackofficeTexts()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const categories = useQuery(itemCategoriesResource(companyId).rows())
  const workers = useQuery(workersResource(companyId).rows())
  const form = useForm({
    resolver: zodResolver(itemInputSchema),
    defaultValues: {
      name: item?.name ?? '',
      description: item?.description ?? '',
      duration: item?.duration ?? 30,
      duration_unit: item?.duration_unit ?? 'minutes',
      price_czk: item?.price_czk ?? 0,
      buffer_after_minutes: item?.buffer_after_minutes ?? 0,
      item_category_id: item?.item_category_id ?? null,
      worker_ids: item?.worker_ids ?? [],
      bookable_online: item?.bookable_online ?? true,
      active: item?.active ?? true,
    },
  })
  const errors = useEntityFormErrors(form, t('common.saveFailed'))
  // Category counts and workers' item lists change with a service.
  const refresh = () => queryClient.invalidateQueries({ queryKey: companyKey(companyId) })
  const save = useMutation({
    mutationFn: (input: ItemInput) => itemsResource(companyId).save(item?.id, input),
  })
  const onSubmit = form.handleSubmit(async ({ duration_minutes: _, ...input }) => {
    errors.reset()
    try {
      const saved = await save.mutateAsync(input)
      await refresh()
      notify({ tone: 'success', text: t(item ? 'common.saved' : 'common.created') })
      if (!item) navigate(`${dashboardPaths.services}/${saved.id}`, { replace: true })
    } catch (error) {
      errors.show(error)
    }
  })
  return (
    <section>
      <ScreenHeader
        title={item?.name ?? t('services.new')}
        backTo={dashboardPaths.services}
        backLabel={t('common.back')}
      >
        {item && (
          <DeleteRecordButton
            name={item.name}
            remove={() => itemsResource(companyId).remove(item.id)}
            afterTo={dashboardPaths.services}
            onDone={refresh}
          />
        )}
      </ScreenHeader>
      <form noValidate onSubmit={onSubmit} className="grid max-w-3xl gap-4">
        {errors.formMessage && <Alert tone="error">{errors.formMessage}</Alert>}
        <FormSection>
          <TextField
            label={t('common.name')}
            required
            error={errors.fieldError('name')}
            {...form.register('name')}
          />
          <TextareaField
            label={t('common.description')}
            error={errors.fieldError('description')}
            {...form.register('description')}
          />
          <div className="grid grid-cols-2 gap-4">
            <TextField
              label={t('services.duration')}
              type="number"
              inputMode="decimal"
              step="any"
              required
              error={errors.fieldError('duration')}
              {...form.register('duration', number)}
            />
            <SelectField label={t('services.unit')} {...form.register('duration_unit')}>
              {TIME_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {t(`services.${unit}`)}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('services.price')}
              type="number"
              inputMode="numeric"
              required
              error={errors.fieldError('price_czk')}
              {...form.register('price_czk', number)}
            />
            <TextField
              label={t('services.buffer')}
              type="number"
              inputMode="numeric"
              error={errors.fieldError('buffer_after_minutes')}
              {...form.register('buffer_after_minutes', number)}
            />
          </div>
          <SelectField
            label={t('services.category')}
            error={errors.fieldError('item_category_id')}
            {...form.register('item_category_id', { setValueAs: (value) => (value ? Number(value) : null) })}
          >
            <option value="">{t('common.none')}</option>
            {(categories.data ?? []).map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </SelectField>
          <Controller
            control={form.control}
            name="worker_ids"
            render={({ field }) => (
              <IdCheckboxList
                legend={t('services.workers')}
                options={(workers.data ?? []).map((worker) => ({ id: worker.id, label: worker.name }))}
                value={field.value ?? []}
                onChange={field.onChange}
                error={errors.fieldError('worker_ids')}
              />
            )}
          />
          <Checkbox label={t('services.bookableOnline')} {...form.register('bookable_online')} />
          <Checkbox label={t('services.active')} {...form.register('active')} />
        </FormSection>
        <div>
          <Button type="submit" loading={save.isPending} className="w-full sm:w-auto">
            {item ? t('common.save') : t('common.create')}
          </Button>
        </div>
      </form>
    </section>
  )
}
