import { zodResolver } from '@hookform/resolvers/zod'
import { itemCategoryInputSchema } from '@rezervo/shared/schemas/item-category'
import { QueryClient, QueryClientProvider, type QueryKey, queryOptions } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../lib/api-errors'
import { i18n } from '../../lib/i18n'
import { clearNotifications, getNotifications } from '../notifications/notification-store'
import { TextField } from '../text-field'
import { RecordForm, type RecordSubmitOptions, useRecordSubmit } from './record-form'
import { RecordRoute } from './record-route'

interface Category {
  id: number
  name: string
}

function renderAt(path: string, routes: { path: string; element: ReactNode }[]) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  )
  return router
}

beforeEach(() => clearNotifications())
afterEach(() => cleanup())

describe('RecordRoute', () => {
  /** The company scope a section passes; the screen shows what it got. */
  function InCompany({ children }: { children: (companyId: number) => ReactNode }) {
    return <>{children(3)}</>
  }

  function renderRecordRoute(path: string, load: (id: number) => Promise<Category>) {
    const loaded = vi.fn(load)
    const resource = (companyId: number) => ({
      detail: (id: number) =>
        queryOptions({ queryKey: ['things', companyId, id] as QueryKey, queryFn: () => loaded(id) }),
    })
    renderAt(path, [
      {
        path: '/things/:thingId?',
        element: (
          <RecordRoute param="thingId" listPath="/things" within={InCompany} resource={resource}>
            {(companyId, record) => <h1>{`company ${companyId}: ${record?.name ?? 'new record'}`}</h1>}
          </RecordRoute>
        ),
      },
      { path: '/things', element: <h1>List</h1> },
    ])
    return loaded
  }

  it('opens an empty screen on …/new, asking for nothing', async () => {
    const loaded = renderRecordRoute('/things', async () => ({ id: 1, name: 'x' }))
    await screen.findByRole('heading', { name: 'company 3: new record' })
    expect(loaded).not.toHaveBeenCalled()
  })

  it('opens the screen on the loaded record, in the scope the section gives', async () => {
    const loaded = renderRecordRoute('/things/7', async (id) => ({ id, name: 'Vlasy' }))
    await screen.findByRole('heading', { name: 'company 3: Vlasy' })
    expect(loaded).toHaveBeenCalledWith(7)
  })

  it('refuses a bad id with the way back, and never opens a form that would create a record', async () => {
    const loaded = renderRecordRoute('/things/abc', async () => ({ id: 1, name: 'x' }))
    expect(screen.getByRole('alert').textContent).toBe('Požadovaný zdroj nebyl nalezen.')
    expect(screen.getByRole('link', { name: /Zpět na seznam/ }).getAttribute('href')).toBe('/things')
    expect(screen.queryByRole('heading')).toBeNull()
    expect(loaded).not.toHaveBeenCalled()
  })

  it("shows the server's reason for an unknown record instead of the form", async () => {
    renderRecordRoute('/things/99', async () => {
      throw new ApiError(404, 'Záznam neexistuje.')
    })
    expect((await screen.findByRole('alert')).textContent).toBe('Záznam neexistuje.')
    expect(screen.queryByRole('heading')).toBeNull()
  })
})

describe('useRecordSubmit and RecordForm', () => {
  type Options = Omit<RecordSubmitOptions<CategoryInput, CategoryInput, Category>, 'resource' | 'id'>
  type CategoryInput = { name: string; position: number }

  function CategoryForm({
    id,
    resource,
    options,
  }: {
    id?: number
    resource: FakeResource
    options: Options
  }) {
    const form = useForm({
      resolver: zodResolver(itemCategoryInputSchema),
      defaultValues: { name: '', position: 0 },
    })
    const submit = useRecordSubmit(form, { ...options, resource, id })
    return (
      <RecordForm submit={submit}>
        <TextField label="Název" error={submit.errors.fieldError('name')} {...form.register('name')} />
      </RecordForm>
    )
  }

  type FakeResource = ReturnType<typeof fakeResource>
  const fakeResource = (save: (input: CategoryInput) => Promise<Category>) => ({
    save: vi.fn((_id: number | undefined, input: CategoryInput) => save(input)),
    invalidate: vi.fn(async () => undefined),
  })

  function renderForm(
    id: number | undefined,
    save: (input: CategoryInput) => Promise<Category>,
    options: Options = {},
  ) {
    const resource = fakeResource(save)
    const router = renderAt('/things/form', [
      { path: '/things/form', element: <CategoryForm id={id} resource={resource} options={options} /> },
      { path: '/things/:id', element: <h1>Opened</h1> },
    ])
    return { resource, router }
  }

  const toasts = (tone: string) =>
    getNotifications()
      .filter((notification) => notification.tone === tone)
      .map((notification) => notification.text)

  const typeName = (name: string) =>
    fireEvent.change(screen.getByLabelText(/^Název/), { target: { value: name } })

  it('checks the fields with the shared schema before anything is sent', async () => {
    const { resource } = renderForm(undefined, async () => ({ id: 1, name: 'x' }))
    fireEvent.click(screen.getByRole('button', { name: 'Vytvořit' }))
    await waitFor(() => expect(screen.getByLabelText(/^Název/).getAttribute('aria-invalid')).toBe('true'))
    expect(resource.save).not.toHaveBeenCalled()
  })

  it('creates: saves, refreshes the resource, says so, and opens the new record in place of …/new', async () => {
    const { resource, router } = renderForm(undefined, async () => ({ id: 5, name: 'Vlasy' }), {
      listPath: '/things',
    })
    typeName('Vlasy')
    fireEvent.click(screen.getByRole('button', { name: 'Vytvořit' }))
    await screen.findByRole('heading', { name: 'Opened' })
    expect(router.state.location.pathname).toBe('/things/5')
    expect(router.state.historyAction).toBe('REPLACE')
    expect(resource.save).toHaveBeenCalledWith(undefined, { name: 'Vlasy', position: 0 }, { etag: undefined })
    expect(resource.invalidate).toHaveBeenCalledOnce()
    expect(toasts('success')).toEqual(['Záznam byl vytvořen.'])
  })

  it('sends what the API takes and refreshes what the section names, when it says so', async () => {
    const refresh = vi.fn(async () => undefined)
    const onCreated = vi.fn()
    const { resource } = renderForm(undefined, async () => ({ id: 5, name: 'VLASY' }), {
      toInput: (values) => ({ ...values, name: values.name.toUpperCase() }),
      refresh,
      onCreated,
    })
    typeName('Vlasy')
    fireEvent.click(screen.getByRole('button', { name: 'Vytvořit' }))
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith({ id: 5, name: 'VLASY' }))
    expect(resource.save).toHaveBeenCalledWith(undefined, { name: 'VLASY', position: 0 }, { etag: undefined })
    expect(refresh).toHaveBeenCalledOnce()
    expect(resource.invalidate).not.toHaveBeenCalled()
  })

  it('updates an existing record in place: "saved", and it stays on screen', async () => {
    const { resource, router } = renderForm(5, async () => ({ id: 5, name: 'Vlasy' }), {
      listPath: '/things',
    })
    typeName('Vlasy')
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }))
    await waitFor(() => expect(toasts('success')).toEqual(['Změny byly uloženy.']))
    expect(resource.save).toHaveBeenCalledWith(5, { name: 'Vlasy', position: 0 }, { etag: undefined })
    expect(router.state.location.pathname).toBe('/things/form')
  })

  it("puts a 422's field errors under their fields, without an alert or a success", async () => {
    const { resource } = renderForm(undefined, async () => {
      throw new ApiError(422, 'Invalid.', { name: ['Kategorie s tímto názvem už existuje.'] })
    })
    typeName('Vlasy')
    fireEvent.click(screen.getByRole('button', { name: 'Vytvořit' }))
    await screen.findByText('Kategorie s tímto názvem už existuje.')
    const field = screen.getByLabelText(/^Název/)
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(field)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(resource.invalidate).not.toHaveBeenCalled()
    expect(toasts('success')).toEqual([])
  })

  it('shows any other failure as one alert and an error notification', async () => {
    renderForm(5, async () => {
      throw new ApiError(500, '')
    })
    typeName('Vlasy')
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Chyba serveru. Zkuste to později.')
    expect(toasts('error')).toEqual(['Chyba serveru. Zkuste to později.'])
  })
})
