import { zodResolver } from '@hookform/resolvers/zod'
import { BRANCH_GALLERY_MAX_PHOTOS, type Branch, branchInputSchema } from '@rezervo/shared/schemas/branch'
import { slugify } from '@rezervo/shared/validation/slug'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { CalendarFeedPanel } from '../calendar-feeds'
import { WithCurrentCompany } from '../companies'
import { useBackofficeTexts } from '../lib/backoffice-texts'
import { refreshAfterDelete } from '../lib/company-resource'
import { branchesResource } from '../lib/company-resources'
import { dashboardPaths } from '../lib/dashboard-paths'
import { currentLocale } from '../lib/i18n'
import { GalleryField, PhotoFormField } from '../media'
import { AddressFields } from '../ui/address-fields'
import { Checkbox } from '../ui/checkbox'
import { NumberField, numberValue } from '../ui/number-field'
import { RecordForm, RecordHeader, useRecordSubmit } from '../ui/record-form/record-form'
import { RecordRoute } from '../ui/record-form/record-route'
import { FormSection } from '../ui/screen-header'
import { SelectField } from '../ui/select-field'
import { TextField } from '../ui/text-field'
import { TextareaField } from '../ui/textarea-field'
import { WeeklyHoursField } from '../ui/weekly-hours/weekly-hours-editor'
import { BranchEmbedPanel } from './branch-embed-panel'
import { BranchExceptionsEditor } from './branch-exceptions-editor'
import { branchFormValues } from './branch-form-values'
import { publicCategoriesQueryOptions } from './branch-queries'

/** /dashboard/branches/new and /dashboard/branches/:branchId */
export function Component() {
  return (
    <RecordRoute
      param="branchId"
      listPath={dashboardPaths.branches}
      within={WithCurrentCompany}
      resource={branchesResource}
    >
      {(companyId, branch) => <BranchForm companyId={companyId} branch={branch} />}
    </RecordRoute>
  )
}

/** The booking rules the public booking and self-service keep to, each a whole number in the unit its label says. */
const BOOKING_RULE_FIELDS = [
  'min_notice_minutes',
  'horizon_days',
  'slot_step_minutes',
  'cancellation_deadline_hours',
  'max_upcoming_per_customer',
] as const

function BranchForm({ companyId, branch }: { companyId: number; branch?: Branch }) {
  const { t } = useBackofficeTexts()
  const queryClient = useQueryClient()
  const branches = branchesResource(companyId)
  const categories = useQuery(publicCategoriesQueryOptions())
  const slugEdited = useRef(Boolean(branch))
  const form = useForm({ resolver: zodResolver(branchInputSchema), defaultValues: branchFormValues(branch) })
  const submit = useRecordSubmit(form, {
    resource: branches,
    id: branch?.id,
    listPath: dashboardPaths.branches,
  })
  const { errors } = submit
  const field = (name: 'name' | 'phone' | 'email' | 'time_zone') => ({
    error: errors.fieldError(name),
    ...form.register(name),
  })
  const nameField = field('name')
  const nameOf = (item: { name_cs: string; name_en: string }) =>
    currentLocale() === 'en' ? item.name_en : item.name_cs
  return (
    <section>
      <RecordHeader
        title={branch?.name ?? t('branches.new')}
        listPath={dashboardPaths.branches}
        record={branch}
        resource={branches}
        // Its upcoming reservations may have been cancelled: the calendar and overview read them again.
        refresh={() => refreshAfterDelete(queryClient, companyId, branches.keys.detail(branch?.id ?? 0))}
      >
        {branch && (
          <a
            href={branch.public_path}
            className="inline-flex min-h-11 items-center text-sm font-medium underline"
          >
            {t('branches.publicPage')}
          </a>
        )}
      </RecordHeader>
      <RecordForm submit={submit}>
        <FormSection>
          <TextField
            label={t('common.name')}
            required
            {...nameField}
            onChange={(event) => {
              void nameField.onChange(event)
              if (!slugEdited.current) form.setValue('slug', slugify(event.target.value))
            }}
          />
          <TextField
            label={t('branches.slug')}
            hint={t('branches.slugHint')}
            error={errors.fieldError('slug')}
            {...form.register('slug', { onChange: () => (slugEdited.current = true) })}
          />
          {/* The field binds only once its options are there: a select without them would show "— žádná —"
              for a branch that has a category (the value stays in the form and is saved as it was). */}
          {!categories.data ? (
            <SelectField label={t('branches.category')} disabled aria-busy={categories.isPending}>
              <option>{t(categories.isPending ? 'common.loadingOptions' : 'common.optionsFailed')}</option>
            </SelectField>
          ) : (
            <SelectField
              label={t('branches.category')}
              error={errors.fieldError('category_id')}
              {...form.register('category_id', { setValueAs: (value) => (value ? Number(value) : null) })}
            >
              <option value="">{t('common.none')}</option>
              {categories.data.map((group) => (
                <optgroup key={group.id} label={nameOf(group)}>
                  {group.categories.map((category) => (
                    <option key={category.id} value={category.id}>
                      {nameOf(category)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </SelectField>
          )}
          <TextareaField
            label={t('common.description')}
            error={errors.fieldError('description')}
            {...form.register('description')}
          />
        </FormSection>
        <FormSection title={t('common.address')}>
          <AddressFields register={form.register} fieldError={errors.fieldError} country={branch?.country} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t('common.phone')} type="tel" {...field('phone')} />
            <TextField label={t('common.email')} type="email" {...field('email')} />
          </div>
          <PhotoFormField
            control={form.control}
            name="photo_url"
            companyId={companyId}
            label={t('branches.photo')}
            error={errors.fieldError('photo_url')}
          />
          <Controller
            control={form.control}
            name="gallery_urls"
            render={({ field: gallery }) => (
              <GalleryField
                companyId={companyId}
                label={t('branches.gallery')}
                value={(gallery.value ?? []).filter((url): url is string => Boolean(url))}
                onChange={gallery.onChange}
                max={BRANCH_GALLERY_MAX_PHOTOS}
                error={errors.fieldError('gallery_urls')}
              />
            )}
          />
          <TextField label={t('branches.timeZone')} {...field('time_zone')} />
        </FormSection>
        <FormSection title={t('branches.openingHours')}>
          <WeeklyHoursField control={form.control} name="opening_hours" fieldError={errors.fieldError} />
          <Checkbox label={t('branches.openOnHolidays')} {...form.register('open_on_public_holidays')} />
        </FormSection>
        <FormSection title={t('branches.rules')}>
          <div className="grid gap-4 sm:grid-cols-2">
            {BOOKING_RULE_FIELDS.map((name) => (
              <NumberField
                key={name}
                label={t(`branches.rule.${name}`)}
                inputMode="numeric"
                error={errors.fieldError(name)}
                {...form.register(name, numberValue)}
              />
            ))}
          </div>
        </FormSection>
        <FormSection title={t('branches.exceptions')}>
          <BranchExceptionsEditor
            control={form.control}
            register={form.register}
            fieldError={errors.fieldError}
          />
        </FormSection>
      </RecordForm>
      {branch && (
        <div className="mt-6 grid max-w-3xl gap-6">
          <BranchEmbedPanel slug={branch.slug} />
          <CalendarFeedPanel
            companyId={companyId}
            owner={{ kind: 'branch', id: branch.id }}
            url={branch.calendar_feed_url}
            detail={branch.calendar_feed_detail}
          />
        </div>
      )}
    </section>
  )
}
