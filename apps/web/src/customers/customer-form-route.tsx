import { zodResolver } from '@hookform/resolvers/zod'
import { LOCALES } from '@rezervo/shared/constants'
import {
  type CustomerDetail,
  type CustomerInput,
  customerInputSchema,
} from '@rezervo/shared/schemas/customer'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Controller, useForm } from 'react-hook-form'
import { useNavigate, useParams } from 'react-router'
import { WithCurrentCompany } from '../companies/with-current-company'
import { useBackofficeTexts } from '../lib/backoffice-texts'
import { customersResource } from '../lib/company-resources'
import { dashboardPaths } from '../lib/dashboard-paths'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { Checkbox } from '../ui/checkbox'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { DeleteRecordButton } from '../ui/delete-record-button'
import { notify } from '../ui/notifications/notification-store'
import { RecordLoadFailed, recordIdFromParam } from '../ui/record-form/record-route'
import { FormSection, ScreenHeader } from '../ui/screen-header'
import { SelectField } from '../ui/select-field'
import { Spinner } from '../ui/spinner'
import { TextField } from '../ui/text-field'
import { TextareaField } from '../ui/textarea-field'
import { useEntityFormErrors } from '../ui/use-entity-form'
import { CustomerDuplicates } from './customer-duplicates'
import { CustomerHistory } from './customer-history'
import { eraseCustomer } from './customer-queries'

/** /dashboard/customers/new and /dashboard/customers/:customerId (edit, history, erase, delete). */
export function Component() {
  const id = recordIdFromParam(useParams().customerId)
  if (id === 'invalid') return <RecordLoadFailed listPath={dashboardPaths.customers} />
  return (
    <WithCurrentCompany>
      {(companyId) => <LoadedCustomer companyId={companyId} customerId={id} />}
    </WithCurrentCompany>
  )
}

function LoadedCustomer({ companyId, customerId }: { companyId: number; customerId?: number }) {
  const customer = useQuery({
    ...customersResource(companyId).detail(customerId ?? 0),
    enabled: Boolean(customerId),
  })
  if (customerId && customer.isError)
    return <RecordLoadFailed error={customer.error} listPath={dashboardPaths.customers} />
  if (customerId && !customer.data) return <Spinner label="…" />
  return (
    <CustomerForm
      key={`${companyId}-${customerId ?? 'new'}-${customer.data?.updated_at}`}
      companyId={companyId}
      customer={customer.data}
    />
  )
}

function CustomerForm({ companyId, customer }: { companyId: number; customer?: CustomerDetail }) {
  const { t } = useBackofficeTexts()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const form = useForm({
    resolver: zodResolver(customerInputSchema),
    defaultValues: {
      first_name: customer?.first_name ?? '',
      surname: customer?.surname ?? '',
      email: customer?.email ?? '',
      phone: customer?.phone ?? '',
      note: customer?.note ?? '',
      locale: customer?.locale ?? 'cs',
      consent_at: customer?.consent_at ?? null,
    },
  })
  const errors = useEntityFormErrors(form, t('common.saveFailed'))
  const refresh = () => customersResource(companyId).invalidate(queryClient)
  const save = useMutation({
    mutationFn: (input: CustomerInput) => customersResource(companyId).save(customer?.id, input),
  })
  const erase = useMutation({
    mutationFn: () => eraseCustomer(companyId, customer?.id ?? 0),
    onSuccess: async () => {
      notify({ tone: 'success', text: t('customers.erased') })
      await refresh()
    },
    onError: (error) => errors.show(error),
  })
  const onSubmit = form.handleSubmit(async (input) => {
    errors.reset()
    try {
      const saved = await save.mutateAsync(input)
      await refresh()
      notify({ tone: 'success', text: t(customer ? 'common.saved' : 'common.created') })
      if (!customer) navigate(`${dashboardPaths.customers}/${saved.id}`, { replace: true })
    } catch (error) {
      errors.show(error)
    }
  })
  const field = (name: 'first_name' | 'surname' | 'email' | 'phone') => ({
    error: errors.fieldError(name),
    ...form.register(name),
  })
  const title = customer ? `${customer.first_name} ${customer.surname}` : t('customers.new')
  return (
    <section>
      <ScreenHeader title={title} backTo={dashboardPaths.customers} backLabel={t('common.back')}>
        {customer && !customer.erased_at && (
          <ConfirmDialog
            trigger={<Button variant="secondary">{t('customers.erase')}</Button>}
            title={t('customers.eraseTitle')}
            description={t('customers.eraseText')}
            confirmLabel={t('customers.erase')}
            cancelLabel={t('common.cancel')}
            pending={erase.isPending}
            onConfirm={() => erase.mutate()}
          />
        )}
        {customer && (
          <DeleteRecordButton
            name={title}
            remove={() => customersResource(companyId).remove(customer.id)}
            afterTo={dashboardPaths.customers}
            onDone={() => customersResource(companyId).invalidateDeleted(queryClient, customer.id)}
          />
        )}
      </ScreenHeader>
      {customer && <CustomerDuplicates companyId={companyId} customer={customer} />}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <form noValidate onSubmit={onSubmit} className="grid content-start gap-4">
          {errors.formMessage && <Alert tone="error">{errors.formMessage}</Alert>}
          <FormSection>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label={t('customers.firstName')} required {...field('first_name')} />
              <TextField label={t('customers.surname')} required {...field('surname')} />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label={t('common.email')} type="email" {...field('email')} />
              <TextField label={t('common.phone')} type="tel" {...field('phone')} />
            </div>
            <TextareaField
              label={t('common.note')}
              error={errors.fieldError('note')}
              {...form.register('note')}
            />
            <SelectField label={t('customers.language')} {...form.register('locale')}>
              {LOCALES.map((locale) => (
                <option key={locale} value={locale}>
                  {locale === 'cs' ? 'Čeština' : 'English'}
                </option>
              ))}
            </SelectField>
            <Controller
              control={form.control}
              name="consent_at"
              render={({ field: consent }) => (
                <Checkbox
                  label={t('customers.consent')}
                  checked={Boolean(consent.value)}
                  onChange={(event) =>
                    consent.onChange(event.target.checked ? new Date().toISOString() : null)
                  }
                />
              )}
            />
          </FormSection>
          <div>
            <Button type="submit" loading={save.isPending} className="w-full sm:w-auto">
              {customer ? t('common.save') : t('common.create')}
            </Button>
          </div>
        </form>
        {customer && <CustomerHistory customer={customer} />}
      </div>
    </section>
  )
}
