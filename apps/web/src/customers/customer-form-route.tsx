import { zodResolver } from '@hookform/resolvers/zod'
import { LOCALES } from '@rezervo/shared/constants'
import { type CustomerDetail, customerInputSchema } from '@rezervo/shared/schemas/customer'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Controller, useForm } from 'react-hook-form'
import { useCompanyRole, WithCurrentCompany } from '../companies'
import { useBackofficeTexts } from '../lib/backoffice-texts'
import { customersResource } from '../lib/company-resources'
import { dashboardPaths } from '../lib/dashboard-paths'
import { etagOf, withEtag } from '../lib/record-version'
import { Button } from '../ui/button'
import { Checkbox } from '../ui/checkbox'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { notify } from '../ui/notifications/notification-store'
import { RecordForm, RecordHeader, useRecordSubmit } from '../ui/record-form/record-form'
import { RecordRoute } from '../ui/record-form/record-route'
import { FormSection } from '../ui/screen-header'
import { SelectField } from '../ui/select-field'
import { TextField } from '../ui/text-field'
import { TextareaField } from '../ui/textarea-field'
import { CustomerDuplicates } from './customer-duplicates'
import { CustomerHistory } from './customer-history'
import { eraseCustomer } from './customer-queries'

/** /dashboard/customers/new and /dashboard/customers/:customerId (edit, history, erase, delete). */
export function Component() {
  return (
    <RecordRoute
      param="customerId"
      listPath={dashboardPaths.customers}
      within={WithCurrentCompany}
      resource={customersResource}
      version={(customer) => customer.updated_at}
    >
      {(companyId, customer) => <CustomerForm companyId={companyId} customer={customer} />}
    </RecordRoute>
  )
}

function CustomerForm({ companyId, customer }: { companyId: number; customer?: CustomerDetail }) {
  const { t } = useBackofficeTexts()
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
  const customers = customersResource(companyId)
  const refresh = () => customers.invalidate(queryClient)
  const submit = useRecordSubmit(form, {
    resource: customers,
    id: customer?.id,
    listPath: dashboardPaths.customers,
  })
  const { errors } = submit
  const erase = useMutation({
    mutationFn: () => eraseCustomer(companyId, customer?.id ?? 0),
    onSuccess: async () => {
      notify({ tone: 'success', text: t('customers.erased') })
      await refresh()
    },
    onError: (error) => errors.show(error),
  })
  const field = (name: 'first_name' | 'surname' | 'email' | 'phone') => ({
    error: errors.fieldError(name),
    ...form.register(name),
  })
  const title = customer ? `${customer.first_name} ${customer.surname}` : t('customers.new')
  // Erasure cannot be undone: the management's (decision 078); reception edits, merges and archives.
  const canErase = useCompanyRole().can('customer_erasure', 'write')
  return (
    <section>
      <RecordHeader
        title={title}
        listPath={dashboardPaths.customers}
        // Its ETag travels with it, so Delete is made to the version shown (If-Match).
        record={customer && withEtag({ id: customer.id, name: title }, etagOf(customer))}
        resource={customers}
      >
        {customer && !customer.erased_at && canErase && (
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
      </RecordHeader>
      {customer && <CustomerDuplicates companyId={companyId} customer={customer} />}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <RecordForm submit={submit} className="grid content-start gap-4">
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
        </RecordForm>
        {customer && <CustomerHistory customer={customer} />}
      </div>
    </section>
  )
}
