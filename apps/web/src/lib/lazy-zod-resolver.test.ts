import type { ResolverOptions } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { lazyZodResolver } from './lazy-zod-resolver'

const schema = z.object({ email: z.string().min(1, 'required') })
const options: ResolverOptions<{ email: string }> = {
  fields: {},
  shouldUseNativeValidation: false,
}

describe('lazyZodResolver', () => {
  it('loads the schema once, on first use, and checks with it', async () => {
    const loadSchema = vi.fn(async () => schema)
    const resolver = lazyZodResolver(loadSchema)
    expect(loadSchema).not.toHaveBeenCalled()

    const invalid = await resolver({ email: '' }, undefined, options)
    expect(invalid.errors.email?.message).toBe('required')
    const valid = await resolver({ email: 'a@b.cz' }, undefined, options)
    expect(valid).toEqual({ values: { email: 'a@b.cz' }, errors: {} })
    expect(loadSchema).toHaveBeenCalledTimes(1)
  })

  it('starts the download on preload, before any check', async () => {
    const loadSchema = vi.fn(async () => schema)
    const resolver = lazyZodResolver(loadSchema)
    resolver.preload()
    resolver.preload()
    expect(loadSchema).toHaveBeenCalledTimes(1)
    expect((await resolver({ email: '' }, undefined, options)).errors.email?.message).toBe('required')
  })

  it('lets the values through to the server when the schema cannot load, and tries again next time', async () => {
    const loadSchema = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(schema)
    const resolver = lazyZodResolver(loadSchema)

    expect(await resolver({ email: '' }, undefined, options)).toEqual({ values: { email: '' }, errors: {} })
    expect((await resolver({ email: '' }, undefined, options)).errors.email?.message).toBe('required')
    expect(loadSchema).toHaveBeenCalledTimes(2)
  })
})
