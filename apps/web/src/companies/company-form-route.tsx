import { zodResolver } from '@hookform/resolvers/zod'
import { type Company, type CompanyInput, companyInputSchema } from '@rezervo/shared/schemas/company'
import { can } from '@rezervo/shared/team/permissions'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useBackofficeTexts } from '../lib/backoffice-texts'
import { companiesResource } from '../lib/company-resources'
import { dashboardPaths } from '../lib/dashboard-paths'
import { AddressFields, addressFormValues } from '../ui/address-fields'
import { RecordForm, RecordHeader, useRecordSubmit } from '../ui/record-form/record-form'
import { RecordRoute } from '../ui/record-form/record-route'
import { FormSection } from '../ui/screen-header'
import { TextField } from '../ui/text-field'
import { chooseCompany } from './current-company'

/** /dashboard/companies/new and /dashboard/companies/:companyId */
export function Component() {
  return (
    <RecordRoute param="companyId" listPath={dashboardPaths.companies} resource={() => companiesResource}>
      {(_, company) => <CompanyForm company={company} />}
    </RecordRoute>
  )
}

const text = (value: string | null | undefined) => value ?? ''

function CompanyForm({ company }: { company?: Company }) {
  const { t } = useBackofficeTexts()
  const navigate = useNavigate()
  const form = useForm({
    resolver: zodResolver(companyInputSchema),
    defaultValues: {
      name: text(company?.name),
      cin: text(company?.cin),
      tin: text(company?.tin),
      ...addressFormValues(company),
      billing_name: text(company?.billing_name),
      billing_email: text(company?.billing_email),
      iban: text(company?.iban),
    },
  })
  const submit = useRecordSubmit(form, {
    resource: companiesResource,
    id: company?.id,
    // A new company becomes the current one, and its first branch comes next.
    onCreated: (saved) => {
      chooseCompany(saved.id)
      navigate(dashboardPaths.branches)
    },
  })
  const { errors } = submit
  const field = (name: keyof CompanyInput) => ({ error: errors.fieldError(name), ...form.register(name) })
  const title = company ? company.name : t('companies.new')
  // Only the owner may delete (or archive) the whole company: the role in this company (decision 037).
  const canDelete = company !== undefined && can(company.role, 'company_delete', 'write')
  return (
    <section>
      <RecordHeader
        title={title}
        listPath={dashboardPaths.companies}
        record={canDelete ? company : undefined}
        resource={companiesResource}
      />
      <RecordForm submit={submit}>
        <FormSection>
          <TextField label={t('common.name')} required {...field('name')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t('companies.cin')} inputMode="numeric" {...field('cin')} />
            <TextField label={t('companies.tin')} placeholder="CZ25596641" {...field('tin')} />
          </div>
        </FormSection>
        <FormSection title={t('common.address')}>
          <AddressFields register={form.register} fieldError={errors.fieldError} country={company?.country} />
        </FormSection>
        <FormSection title={t('companies.billing')}>
          <TextField label={t('companies.billingName')} {...field('billing_name')} />
          <TextField label={t('companies.billingEmail')} type="email" {...field('billing_email')} />
          <TextField label={t('companies.iban')} {...field('iban')} />
        </FormSection>
      </RecordForm>
    </section>
  )
}
