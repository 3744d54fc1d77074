import type { LoginInput } from '@rezervo/shared/schemas/auth'

export type LoginField = keyof LoginInput
/** The fields in the order the form shows them: the first with an error takes the focus. */
export const LOGIN_FIELDS: readonly LoginField[] = ['email', 'password', 'remember']

/** A message per field: a validation catalogue key from the schema, or a server sentence as it came. */
export type LoginErrors = Partial<Record<LoginField, string>>

interface Issue {
  path: readonly PropertyKey[]
  message: string
}

/** The first issue of each field, as a form shows one message per field. */
export function firstIssueByField(issues: readonly Issue[]): LoginErrors {
  const errors: LoginErrors = {}
  for (const { path, message } of issues) {
    const field = LOGIN_FIELDS.find((name) => name === path[0])
    if (field && errors[field] === undefined) errors[field] = message
  }
  return errors
}

let loading: Promise<typeof import('@rezervo/shared/schemas/auth').loginSchema> | undefined

/**
 * The shared schema and zod (about 25 KB gzipped) load when the user first focuses the form, not with the
 * screen (decisions 025, 048); `preloadLoginCheck` starts that. A failed download is tried again on the next
 * check, and meanwhile the values go to the server unchecked: it validates with the same schema and its field
 * errors land under the same fields.
 */
function loadSchema() {
  if (!loading) {
    loading = import('@rezervo/shared/schemas/auth').then((module) => module.loginSchema)
    loading.catch(() => {
      loading = undefined
    })
  }
  return loading
}

export const preloadLoginCheck = () => void loadSchema().catch(() => undefined)

/** What the schema finds wrong with the values; nothing when the schema could not be loaded. */
export async function checkLogin(values: LoginInput): Promise<LoginErrors> {
  let schema: Awaited<ReturnType<typeof loadSchema>>
  try {
    schema = await loadSchema()
  } catch {
    return {}
  }
  const result = schema.safeParse(values)
  return result.success ? {} : firstIssueByField(result.error.issues)
}
