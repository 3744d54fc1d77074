import { validationMessage } from '@rezervo/shared/error-texts/validation'
import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_MEGABYTES,
  IMAGE_TYPES,
  type UploadedImage,
} from '@rezervo/shared/schemas/media'
import { useMutation } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form'
import { apiClient } from '../lib/api-client'
import { apiErrorText } from '../lib/api-error-text'
import { ApiError } from '../lib/api-errors'
import { useBackofficeTexts } from '../lib/backoffice-texts'
import { companyPath, type DataAnswer } from '../lib/company-resource'
import { currentLocale } from '../lib/i18n'
import { Button } from '../ui/button'
import { FieldMessages, fieldDescriptionIds } from '../ui/field-message'
import { shrinkPhoto } from './shrink-photo'

const uploadImage = (companyId: number, file: File) =>
  apiClient
    .post<DataAnswer<UploadedImage>>(companyPath(companyId, '/media'), file)
    .then((answer) => answer.data)

/** Checks the chosen file in the browser with the server's own rules, so a wrong file fails at once. */
function typeProblem(file: File): string | undefined {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type))
    return validationMessage('image', currentLocale())
  return undefined
}

/** The size limit applies to what is uploaded, after shrinking, so a big phone photo still gets through. */
function sizeProblem(file: File): string | undefined {
  if (file.size > IMAGE_MAX_BYTES)
    return validationMessage(`fileSize:${IMAGE_MAX_MEGABYTES}`, currentLocale())
  return undefined
}

/** A file the browser refuses before uploading it; its message is already in the user's language. */
class PhotoProblem extends Error {}

/**
 * Uploading photos the way every photo field does: the type checked at once, the photo shrunk, then sent;
 * `upload` answers the stored address, or undefined after it has set `problem` to what went wrong.
 */
export function usePhotoUpload(companyId: number) {
  const { t } = useBackofficeTexts()
  const [problem, setProblem] = useState<string>()
  const mutation = useMutation({
    mutationFn: async (file: File) => {
      const shrunk = await shrinkPhoto(file)
      const tooBig = sizeProblem(shrunk)
      if (tooBig) throw new PhotoProblem(tooBig)
      return uploadImage(companyId, shrunk)
    },
  })

  async function upload(file: File): Promise<string | undefined> {
    setProblem(undefined)
    const wrongType = typeProblem(file)
    if (wrongType) {
      setProblem(wrongType)
      return undefined
    }
    try {
      return (await mutation.mutateAsync(file)).url
    } catch (failure) {
      if (failure instanceof PhotoProblem) setProblem(failure.message)
      else {
        const fieldError = failure instanceof ApiError ? failure.fieldErrors.file?.[0] : undefined
        setProblem(fieldError ?? apiErrorText(failure, { fallback: t('photo.failed') }, currentLocale()))
      }
      return undefined
    }
  }

  return { upload, problem, pending: mutation.isPending }
}

/**
 * A photo of a branch or a worker: shows the current one, uploads a chosen file at once (the form then keeps
 * its address), or removes it. The file picker opens the camera or the gallery on a phone.
 */
export function PhotoField({
  companyId,
  label,
  value,
  onChange,
  error,
}: {
  companyId: number
  label: string
  value: string | null | undefined
  onChange: (url: string | null) => void
  error?: string
}) {
  const { t } = useBackofficeTexts()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const photo = usePhotoUpload(companyId)
  const shownError = photo.problem ?? error
  const hint = t('photo.hint')

  async function choose(file: File | undefined) {
    if (!file) return
    try {
      const url = await photo.upload(file)
      if (url) onChange(url)
    } finally {
      if (input.current) input.current.value = ''
    }
  }

  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 block text-sm font-medium text-stone-800">{label}</legend>
      <div className="flex flex-wrap items-center gap-3">
        {value ? (
          <img
            src={value}
            alt={t('photo.current')}
            className="size-20 rounded-xl border border-stone-200 object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-20 place-items-center rounded-xl border border-dashed border-stone-300 text-xs text-stone-500"
          >
            {t('photo.none')}
          </span>
        )}
        {/* The button is the control; the file input stays out of sight and out of the tab order. */}
        <input
          ref={input}
          type="file"
          hidden
          accept={IMAGE_TYPES.join(',')}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <Button
          id={`${id}-button`}
          type="button"
          variant="secondary"
          loading={photo.pending}
          aria-describedby={fieldDescriptionIds(id, hint, shownError)}
          onClick={() => input.current?.click()}
        >
          {value ? t('photo.replace') : t('photo.upload')}
        </Button>
        {value && (
          <Button type="button" variant="secondary" onClick={() => onChange(null)}>
            {t('photo.remove')}
          </Button>
        )}
      </div>
      <FieldMessages id={id} hint={hint} error={shownError} />
    </fieldset>
  )
}

/** The photo field bound to a form field holding the photo's address (`photo_url`). */
export function PhotoFormField<T extends FieldValues>({
  control,
  name,
  ...field
}: {
  control: Control<T>
  name: Path<T>
  companyId: number
  label: string
  error?: string
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: photo }) => <PhotoField {...field} value={photo.value} onChange={photo.onChange} />}
    />
  )
}
