import { zodResolver } from '@hookform/resolvers/zod'
import { type Company, type CompanyInput, companyInputSchema } from '@rezervo/shared/schemas/company'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Fragment, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useBackofficeTexts } from '../lib/backoffice-texts'
import { companiesResource } from '../lib/company-resources'
import { AddressFields, addressFormValues } from '../ui/address-fields'
import { Alert } from '../ui/alert'
import { RecordForm, useRecordSubmit } from '../ui/record-form/record-form'
import { RecordVersionProvider } from '../ui/record-form/record-version'
import { Spinner } from '../ui/spinner'
import { TextField } from '../ui/text-field'
import { useInvoicesTexts } from './invoices-texts'

/** The billing details are the company's own fields; this form edits only them. */
const billingSchema = companyInputSchema.pick({
  billing_name: true,
  billing_email: true,
  cin: true,
  tin: true,
  street: true,
  house_number: true,
  city: true,
  zip: true,
  country: true,
})

const text = (value: string | null | undefined) => value ?? ''

/** The rest of the company as loaded, so the PUT (which takes the whole company) changes nothing else. */
const companyInput = (company: Company): CompanyInput => ({
  name: company.name,
  cin: company.cin,
  tin: company.tin,
  street: company.street,
  house_number: company.house_number,
  city: company.city,
  zip: company.zip,
  country: company.country,
  billing_name: company.billing_name,
  billing_email: company.billing_email,
  iban: company.iban,
})

/**
 * The billing details every new invoice carries, edited in place: checked with the shared schema (IČO check
 * digit, DIČ rules), saved with If-Match on the company (decision 027), so a change made meanwhile elsewhere
 * is offered, not overwritten.
 */
export function BillingDetailsForm({ companyId }: { companyId: number }) {
  const { t } = useBackofficeTexts()
  const queryClient = useQueryClient()
  const detail = companiesResource.detail(companyId)
  const company = useQuery(detail)
  const [fill, setFill] = useState(0)
  if (company.isPending) return <Spinner label="…" />
  if (company.isError) return <Alert tone="error">{t('common.loadFailed')}</Alert>
  return (
    <Fragment key={`${companyId}-${fill}`}>
      <RecordVersionProvider
        record={company.data}
        fetchCurrent={() =>
          queryClient.fetchQuery({ ...detail, queryKey: [...detail.queryKey, 'current'], gcTime: 0 })
        }
        takeOver={(current) => {
          queryClient.setQueryData(detail.queryKey, current as Company)
          setFill((count) => count + 1)
        }}
      >
        <BillingForm company={company.data} />
      </RecordVersionProvider>
    </Fragment>
  )
}

function BillingForm({ company }: { company: Company }) {
  const { t } = useInvoicesTexts()
  const form = useForm({
    resolver: zodResolver(billingSchema),
    defaultValues: {
      billing_name: text(company.billing_name),
      billing_email: text(company.billing_email),
      cin: text(company.cin),
      tin: text(company.tin),
      ...addressFormValues(company),
    },
  })
  const submit = useRecordSubmit(form, {
    resource: companiesResource,
    id: company.id,
    toInput: (values) => ({ ...companyInput(company), ...values }),
  })
  const { errors } = submit
  const field = (name: 'billing_name' | 'billing_email' | 'cin' | 'tin') => ({
    error: errors.fieldError(name),
    ...form.register(name),
  })
  return (
    <RecordForm submit={submit}>
      <TextField label={t('details.name')} placeholder={company.name} {...field('billing_name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('details.cin')} inputMode="numeric" {...field('cin')} />
        <TextField label={t('details.tin')} placeholder="CZ25596641" {...field('tin')} />
      </div>
      <TextField label={t('details.email')} type="email" {...field('billing_email')} />
      <AddressFields register={form.register} fieldError={errors.fieldError} country={company.country} />
    </RecordForm>
  )
}
