import { zodResolver } from '@hookform/resolvers/zod'
import { TIME_UNITS } from '@rezervo/shared/constants'
import { formatNumber } from '@rezervo/shared/format/number'
import { type Item, itemInputSchema } from '@rezervo/shared/schemas/item'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Controller, useForm } from 'react-hook-form'
import { WithCurrentCompany } from '../companies'
import { useBackofficeTexts } from '../lib/backoffice-texts'
import { companyKey } from '../lib/company-resource'
import { itemCategoriesResource, itemsResource, workersResource } from '../lib/company-resources'
import { dashboardPaths } from '../lib/dashboard-paths'
import { currentLocale } from '../lib/i18n'
import { Checkbox } from '../ui/checkbox'
import { IdCheckboxList } from '../ui/id-checkbox-list'
import { NumberField, numberValue } from '../ui/number-field'
import { RecordForm, RecordHeader, useRecordSubmit } from '../ui/record-form/record-form'
import { RecordRoute } from '../ui/record-form/record-route'
import { FormSection } from '../ui/screen-header'
import { SelectField } from '../ui/select-field'
import { TextField } from '../ui/text-field'
import { TextareaField } from '../ui/textarea-field'
import { NobodyPerformsNotice, useFocusWorkersFromLink, WORKERS_ANCHOR } from './nobody-performs-notice'

/** /dashboard/services/new and /dashboard/services/:itemId */
export function Component() {
  return (
    <RecordRoute
      param="itemId"
      listPath={dashboardPaths.services}
      within={WithCurrentCompany}
      resource={itemsResource}
    >
      {(companyId, item) => <ItemForm companyId={companyId} item={item} />}
    </RecordRoute>
  )
}

export function ItemForm({ companyId, item }: { companyId: number; item?: Item }) {
  const { t } = useBackofficeTexts()
  const queryClient = useQueryClient()
  const categories = useQuery(itemCategoriesResource(companyId).rows())
  const workers = useQuery(workersResource(companyId).rows())
  const locale = currentLocale()
  const form = useForm({
    resolver: zodResolver(itemInputSchema),
    defaultValues: {
      name: item?.name ?? '',
      description: item?.description ?? '',
      // Shown the Czech way ('1,5' hours, '1 200' Kč, never '1.5'); the schema reads the text back.
      duration: formatNumber(item?.duration ?? 30, locale),
      duration_unit: item?.duration_unit ?? 'minutes',
      price_czk: formatNumber(item?.price_czk ?? 0, locale),
      buffer_after_minutes: item?.buffer_after_minutes ?? 0,
      item_category_id: item?.item_category_id ?? null,
      worker_ids: item?.worker_ids ?? [],
      bookable_online: item?.bookable_online ?? true,
      active: item?.active ?? true,
    },
  })
  // Category counts and workers' item lists change with a service.
  const refresh = () => queryClient.invalidateQueries({ queryKey: companyKey(companyId) })
  const submit = useRecordSubmit(form, {
    resource: itemsResource(companyId),
    id: item?.id,
    toInput: ({ duration_minutes: _, ...input }) => input,
    refresh,
    listPath: dashboardPaths.services,
  })
  const { errors } = submit
  useFocusWorkersFromLink(Boolean(workers.data))
  return (
    <section>
      <RecordHeader
        title={item?.name ?? t('services.new')}
        listPath={dashboardPaths.services}
        record={item}
        resource={itemsResource(companyId)}
        // Reservations booked with it keep their copy of it, so they may stay; cancelling is the other choice.
        canKeepUpcoming
        refresh={refresh}
      />
      <RecordForm submit={submit}>
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
            <NumberField
              label={t('services.duration')}
              required
              error={errors.fieldError('duration')}
              {...form.register('duration')}
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
            <NumberField
              label={t('services.price')}
              hint={t('services.priceHint')}
              required
              error={errors.fieldError('price_czk')}
              {...form.register('price_czk')}
            />
            <NumberField
              label={t('services.buffer')}
              error={errors.fieldError('buffer_after_minutes')}
              {...form.register('buffer_after_minutes', numberValue)}
            />
          </div>
          {/* Bound only once its options are there, so it never shows "— žádná —" for a set category. */}
          {!categories.data ? (
            <SelectField label={t('services.category')} disabled aria-busy={categories.isPending}>
              <option>{t(categories.isPending ? 'common.loadingOptions' : 'common.optionsFailed')}</option>
            </SelectField>
          ) : (
            <SelectField
              label={t('services.category')}
              error={errors.fieldError('item_category_id')}
              {...form.register('item_category_id', {
                setValueAs: (value) => (value ? Number(value) : null),
              })}
            >
              <option value="">{t('common.none')}</option>
              {categories.data.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </SelectField>
          )}
          <Controller
            control={form.control}
            name="worker_ids"
            render={({ field }) => (
              <div id={WORKERS_ANCHOR} className="grid scroll-mt-4 gap-3">
                {workers.data && (field.value ?? []).length === 0 && (
                  <NobodyPerformsNotice hasWorkers={workers.data.length > 0} />
                )}
                <IdCheckboxList
                  legend={t('services.workers')}
                  options={(workers.data ?? []).map((worker) => ({ id: worker.id, label: worker.name }))}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  error={errors.fieldError('worker_ids')}
                />
              </div>
            )}
          />
          <Checkbox label={t('services.bookableOnline')} {...form.register('bookable_online')} />
          <Checkbox label={t('services.active')} {...form.register('active')} />
        </FormSection>
      </RecordForm>
    </section>
  )
}
