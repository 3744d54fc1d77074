import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'

type FormSchema = z.ZodType<FieldValues, FieldValues>
type SchemaResolver<S extends FormSchema> = Resolver<
  z.input<S> & FieldValues,
  unknown,
  z.output<S> & FieldValues
>

/**
 * A react-hook-form resolver whose zod schema loads on first use (decision 025): zod and a shared schema are
 * about 25 KB gzipped, more than a small form's own code, and a form needs them only when it checks what was
 * typed. `preload()` starts the download early (when the user first focuses the form), so the first submit
 * does not wait for it. Should the download fail (offline, a deploy replaced the chunk), the values go to the
 * server unchecked: it validates with the same schema and its field errors land under the same fields.
 */
export function lazyZodResolver<S extends FormSchema>(
  loadSchema: () => Promise<S>,
): SchemaResolver<S> & { preload: () => void } {
  let loading: Promise<SchemaResolver<S>> | undefined
  const load = () => {
    if (!loading) {
      loading = Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
        ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as SchemaResolver<S>,
      )
      // A failed download is tried again on the next use rather than remembered.
      loading.catch(() => {
        loading = undefined
      })
    }
    return loading
  }
  const resolver: SchemaResolver<S> = async (values, context, options) => {
    let resolve: SchemaResolver<S>
    try {
      resolve = await load()
    } catch {
      return { values: values as z.output<S> & FieldValues, errors: {} }
    }
    return resolve(values, context, options)
  }
  return Object.assign(resolver, { preload: () => void load().catch(() => undefined) })
}
