import { zodResolver } from '@hookform/resolvers/zod'
import { type Company, type CompanyInput, companyInputSchema } from '@rezervo/shared/schemas/company'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useNavigate, useParams } from 'react-router'
import { useBackofficeTexts } from '../lib/backoffice-texts'
import { companiesResource } from '../lib/company-resources'
import { dashboardPaths } from '../lib/dashboard-paths'
import { AddressFields } from '../ui/address-fields'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { DeleteRecordButton } from '../ui/delete-record-button'
import { notify } from '../ui/notifications/notification-store'
import { FormSection, ScreenHeader } from '../ui/screen-header'
import { Spinner } from '../ui/spinner'
import { TextField } from '../ui/text-field'
import { useEntityFormErrors } from '../ui/use-entity-form'
import { storeCompanyId } from './current-company'

/** /dashboard/companies/new and /dashboard/companies/:companyId */
export function Component() {
  const id = Number(useParams().companyId)
  const company = useQuery({ ...companiesResource.detail(id), enabled: id > 0 })
  if (id > 0 && !company.data) return <Spinner label="…" />
  return <CompanyForm key={id || 'new'} company={company.data} />
}

const text = (value: string | null | undefined) => value ?? ''

function CompanyForm({ company }: { company?: Company }) {
  const { t } = useBackofficeTexts()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const form = useForm({
    resolver: zodResolver(companyInputSchema),
    defaultValues: {
      name: text(company?.name),
      cin: text(company?.cin),
      tin: text(company?.tin),
      street: text(company?.street),
      house_number: text(company?.house_number),
      city: text(company?.city),
      zip: text(company?.zip),
      country: company?.country ?? 'CZ',
      billing_name: text(company?.billing_name),
      billing_email: text(company?.billing_email),
      iban: text(company?.iban),
    },
  })
  const errors = useEntityFormErrors(form, t('common.saveFailed'))
  const save = useMutation({
    mutationFn: (input: CompanyInput) => companiesResource.save(company?.id, input),
  })
  const onSubmit = form.handleSubmit(async (input) => {
    errors.reset()
    try {
      const saved = await save.mutateAsync(input)
      await companiesResource.invalidate(queryClient)
      notify({ tone: 'success', text: t(company ? 'common.saved' : 'common.created') })
      if (!company) {
        storeCompanyId(saved.id)
        navigate(dashboardPaths.branches)
      }
    } catch (error) {
      errors.show(error)
    }
  })
  const field = (name: keyof CompanyInput) => ({ error: errors.fieldError(name), ...form.register(name) })
  const title = company ? company.name : t('companies.new')
  return (
    <section>
      <ScreenHeader title={title} backTo={dashboardPaths.companies} backLabel={t('common.back')}>
        {company && (
          <DeleteRecordButton
            name={company.name}
            remove={() => companiesResource.remove(company.id)}
            afterTo={dashboardPaths.companies}
            onDone={() => companiesResource.invalidateDeleted(queryClient, company.id)}
          />
        )}
      </ScreenHeader>
      <form noValidate onSubmit={onSubmit} className="grid max-w-3xl gap-4">
        {errors.formMessage && <Alert tone="error">{errors.formMessage}</Alert>}
        <FormSection>
          <TextField label={t('common.name')} required {...field('name')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t('companies.cin')} inputMode="numeric" {...field('cin')} />
            <TextField label={t('companies.tin')} placeholder="CZ25596641" {...field('tin')} />
          </div>
        </FormSection>
        <FormSection title={t('common.address')}>
          <AddressFields register={form.register} fieldError={errors.fieldError} />
        </FormSection>
        <FormSection title={t('companies.billing')}>
          <TextField label={t('companies.billingName')} {...field('billing_name')} />
          <TextField label={t('companies.billingEmail')} type="email" {...field('billing_email')} />
          <TextField label={t('companies.iban')} {...field('iban')} />
        </FormSection>
        <div>
          <Button type="submit" loading={save.isPending} className="w-full sm:w-auto">
            {company ? t('common.save') : t('common.create')}
          </Button>
        </div>
      </form>
    </section>
  )
}
