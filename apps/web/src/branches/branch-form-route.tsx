import { zodResolver } from '@hookform/resolvers/zod'
import {
  BRANCH_GALLERY_MAX_PHOTOS,
  type Branch,
  type BranchInput,
  branchInputSchema,
} from '@rezervo/shared/schemas/branch'
import { slugify } from '@rezervo/shared/validation/slug'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useNavigate, useParams } from 'react-router'
import { WithCurrentCompany } from '../companies/with-current-company'
import { useBackofficeTexts } from '../lib/backoffice-texts'
import { branchesResource } from '../lib/company-resources'
import { dashboardPaths } from '../lib/dashboard-paths'
import { currentLocale } from '../lib/i18n'
import { GalleryField } from '../media/gallery-field'
import { PhotoField } from '../media/photo-field'
import { AddressFields } from '../ui/address-fields'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { Checkbox } from '../ui/checkbox'
import { DeleteRecordButton } from '../ui/delete-record-button'
import { notify } from '../ui/notifications/notification-store'
import { RecordLoadFailed, recordIdFromParam } from '../ui/record-form/record-route'
import { FormSection, ScreenHeader } from '../ui/screen-header'
import { SelectField } from '../ui/select-field'
import { Spinner } from '../ui/spinner'
import { TextField } from '../ui/text-field'
import { TextareaField } from '../ui/textarea-field'
import { useEntityFormErrors } from '../ui/use-entity-form'
import { WeeklyHoursEditor } from '../ui/weekly-hours/weekly-hours-editor'
import { weeklyHoursForForm } from '../ui/weekly-hours/weekly-hours-state'
import { BranchExceptionsEditor } from './branch-exceptions-editor'
import { branchFormValues } from './branch-form-values'
import { publicCategoriesQueryOptions } from './branch-queries'

/** /dashboard/branches/new and /dashboard/branches/:branchId */
export function Component() {
  const id = recordIdFromParam(useParams().branchId)
  if (id === 'invalid') return <RecordLoadFailed listPath={dashboardPaths.branches} />
  return (
    <WithCurrentCompany>
      {(companyId) => <LoadedBranch companyId={companyId} branchId={id} />}
    </WithCurrentCompany>
  )
}

function LoadedBranch({ companyId, branchId }: { companyId: number; branchId?: number }) {
  const branch = useQuery({
    ...branchesResource(companyId).detail(branchId ?? 0),
    enabled: Boolean(branchId),
  })
  if (branchId && branch.isError)
    return <RecordLoadFailed error={branch.error} listPath={dashboardPaths.branches} />
  if (branchId && !branch.data) return <Spinner label="…" />
  return <BranchForm key={`${companyId}-${branchId ?? 'new'}`} companyId={companyId} branch={branch.data} />
}

function BranchForm({ companyId, branch }: { companyId: number; branch?: Branch }) {
  const { t } = useBackofficeTexts()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const categories = useQuery(publicCategoriesQueryOptions())
  const slugEdited = useRef(Boolean(branch))
  const form = useForm({ resolver: zodResolver(branchInputSchema), defaultValues: branchFormValues(branch) })
  const errors = useEntityFormErrors(form, t('common.saveFailed'))
  const save = useMutation({
    mutationFn: (input: BranchInput) => branchesResource(companyId).save(branch?.id, input),
  })
  const onSubmit = form.handleSubmit(async (input) => {
    errors.reset()
    try {
      const saved = await save.mutateAsync(input)
      await branchesResource(companyId).invalidate(queryClient)
      notify({ tone: 'success', text: t(branch ? 'common.saved' : 'common.created') })
      if (!branch) navigate(`${dashboardPaths.branches}/${saved.id}`, { replace: true })
    } catch (error) {
      errors.show(error)
    }
  })
  const field = (name: 'name' | 'phone' | 'email' | 'time_zone') => ({
    error: errors.fieldError(name),
    ...form.register(name),
  })
  const nameField = field('name')
  const nameOf = (item: { name_cs: string; name_en: string }) =>
    currentLocale() === 'en' ? item.name_en : item.name_cs
  return (
    <section>
      <ScreenHeader
        title={branch?.name ?? t('branches.new')}
        backTo={dashboardPaths.branches}
        backLabel={t('common.back')}
      >
        {branch && (
          <>
            <a
              href={branch.public_path}
              className="inline-flex min-h-11 items-center text-sm font-medium underline"
            >
              {t('branches.publicPage')}
            </a>
            <DeleteRecordButton
              name={branch.name}
              remove={() => branchesResource(companyId).remove(branch.id)}
              afterTo={dashboardPaths.branches}
              onDone={() => branchesResource(companyId).invalidateDeleted(queryClient, branch.id)}
            />
          </>
        )}
      </ScreenHeader>
      <form noValidate onSubmit={onSubmit} className="grid max-w-3xl gap-4">
        {errors.formMessage && <Alert tone="error">{errors.formMessage}</Alert>}
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
          <SelectField
            label={t('branches.category')}
            error={errors.fieldError('category_id')}
            {...form.register('category_id', { setValueAs: (value) => (value ? Number(value) : null) })}
          >
            <option value="">{t('common.none')}</option>
            {(categories.data ?? []).map((group) => (
              <optgroup key={group.id} label={nameOf(group)}>
                {group.categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {nameOf(category)}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectField>
          <TextareaField
            label={t('common.description')}
            error={errors.fieldError('description')}
            {...form.register('description')}
          />
        </FormSection>
        <FormSection title={t('common.address')}>
          <AddressFields register={form.register} fieldError={errors.fieldError} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t('common.phone')} type="tel" {...field('phone')} />
            <TextField label={t('common.email')} type="email" {...field('email')} />
          </div>
          <Controller
            control={form.control}
            name="photo_url"
            render={({ field: photo }) => (
              <PhotoField
                companyId={companyId}
                label={t('branches.photo')}
                value={photo.value}
                onChange={photo.onChange}
                error={errors.fieldError('photo_url')}
              />
            )}
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
          <Controller
            control={form.control}
            name="opening_hours"
            render={({ field: hours }) => (
              <WeeklyHoursEditor
                value={weeklyHoursForForm(hours.value)}
                onChange={hours.onChange}
                errorAt={(path) => errors.fieldError(`opening_hours.${path}`)}
              />
            )}
          />
          <Checkbox label={t('branches.openOnHolidays')} {...form.register('open_on_public_holidays')} />
        </FormSection>
        <FormSection title={t('branches.exceptions')}>
          <BranchExceptionsEditor
            control={form.control}
            register={form.register}
            fieldError={errors.fieldError}
          />
        </FormSection>
        <div>
          <Button type="submit" loading={save.isPending} className="w-full sm:w-auto">
            {branch ? t('common.save') : t('common.create')}
          </Button>
        </div>
      </form>
    </section>
  )
}
