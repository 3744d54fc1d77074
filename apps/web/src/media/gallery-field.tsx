import { IMAGE_TYPES } from '@rezervo/shared/schemas/media'
import { useId, useRef } from 'react'
import { useBackofficeTexts } from '../lib/backoffice-texts'
import { Button } from '../ui/button'
import { FieldMessages, fieldDescriptionIds } from '../ui/field-message'
import { usePhotoUpload } from './photo-field'

/** Moves one entry of a list by `step` places, keeping the rest in order. */
export function movedInList<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step
  if (target < 0 || target >= list.length) return [...list]
  const next = [...list]
  ;[next[index], next[target]] = [next[target] as T, next[index] as T]
  return next
}

/**
 * The photos of a branch's carousel: several files at once from the camera roll, each uploaded as it is
 * chosen (and shrunk), then ordered with left and right buttons (no dragging needed on a phone) or removed.
 */
export function GalleryField({
  companyId,
  label,
  value,
  onChange,
  max,
  error,
}: {
  companyId: number
  label: string
  value: readonly string[]
  onChange: (urls: string[]) => void
  max: number
  error?: string
}) {
  const { t } = useBackofficeTexts()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const photo = usePhotoUpload(companyId)
  const shownError = photo.problem ?? error
  const hint = t('gallery.hint', { max })

  async function choose(files: FileList | null) {
    let urls = [...value]
    try {
      for (const file of Array.from(files ?? []).slice(0, max - urls.length)) {
        const url = await photo.upload(file)
        if (!url) break
        urls = [...urls, url]
        onChange(urls)
      }
    } finally {
      if (input.current) input.current.value = ''
    }
  }

  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 block text-sm font-medium text-stone-800">{label}</legend>
      {value.length > 0 && (
        <ol className="mb-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {value.map((url, index) => {
            const position = t('gallery.position', { n: index + 1, total: value.length })
            return (
              <li key={url} className="grid gap-1.5 rounded-xl border border-stone-200 bg-white p-2">
                <img src={url} alt={position} className="aspect-[4/3] w-full rounded-lg object-cover" />
                <div className="flex gap-1">
                  {[
                    {
                      action: t('gallery.earlier'),
                      sign: '←',
                      off: index === 0,
                      next: () => movedInList(value, index, -1),
                    },
                    {
                      action: t('gallery.later'),
                      sign: '→',
                      off: index === value.length - 1,
                      next: () => movedInList(value, index, 1),
                    },
                    {
                      action: t('gallery.remove'),
                      sign: '✕',
                      off: false,
                      next: () => value.filter((_, other) => other !== index),
                    },
                  ].map((button) => (
                    <Button
                      key={button.sign}
                      type="button"
                      variant="secondary"
                      className="min-w-0 flex-1 px-2"
                      aria-label={`${button.action} – ${position}`}
                      disabled={button.off}
                      onClick={() => onChange(button.next())}
                    >
                      {button.sign}
                    </Button>
                  ))}
                </div>
              </li>
            )
          })}
        </ol>
      )}
      {/* The button is the control; the file input stays out of sight and out of the tab order. */}
      <input
        ref={input}
        type="file"
        multiple
        hidden
        data-testid="gallery-input"
        accept={IMAGE_TYPES.join(',')}
        onChange={(event) => void choose(event.target.files)}
      />
      <Button
        type="button"
        variant="secondary"
        loading={photo.pending}
        disabled={value.length >= max}
        aria-describedby={fieldDescriptionIds(id, hint, shownError)}
        onClick={() => input.current?.click()}
      >
        {t('gallery.add')}
      </Button>
      <FieldMessages id={id} hint={hint} error={shownError} />
    </fieldset>
  )
}
