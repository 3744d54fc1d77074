import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { copyToClipboard } from './copy-to-clipboard'
import { clearNotifications, getNotifications } from './notifications/notification-store'

const messages = { copied: 'Odkaz je zkopírovaný.', failed: 'Zkopírujte odkaz ručně.' }

beforeEach(() => {
  clearNotifications()
  document.body.innerHTML = '<input id="address" value="https://rezervo.example/barber-na-rohu" />'
})
afterEach(() => vi.unstubAllGlobals())

describe('copyToClipboard', () => {
  it('copies the text and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    vi.stubGlobal('navigator', { clipboard: { writeText } })
    await copyToClipboard('https://rezervo.example/barber-na-rohu', 'address', messages)
    expect(writeText).toHaveBeenCalledWith('https://rezervo.example/barber-na-rohu')
    expect(getNotifications().map((item) => [item.tone, item.text])).toEqual([['success', messages.copied]])
  })

  it('without clipboard access selects the field for copying by hand and says so', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } })
    const field = document.getElementById('address') as HTMLInputElement
    await copyToClipboard(field.value, 'address', messages)
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length])
    expect(getNotifications().map((item) => [item.tone, item.text])).toEqual([['error', messages.failed]])
  })
})
