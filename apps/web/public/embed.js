/*
 * Rezervo's booking widget (decision 040, docs/embedding.md). One tag on a business's site:
 *   <script src="https://…/embed.js" data-branch="barber-na-rohu" async></script>
 * adds a "Rezervovat" button that opens the branch's booking in an overlay (an iframe of /embed/{branch});
 * data-label changes the button's text, data-button="false" leaves it out, data-lang="en" books in English,
 * and RezervoWidget.open('slug') opens it from the site's own button. No framework: it stays a few KB.
 */
;(() => {
  const script = document.currentScript
  if (!script?.src) return
  const origin = new URL(script.src).origin
  const slug = script.dataset.branch || ''
  const lang = script.dataset.lang || ''
  const english = lang === 'en'
  const texts = english
    ? { open: 'Book now', close: 'Close', title: 'Booking' }
    : { open: 'Rezervovat', close: 'Zavřít', title: 'Rezervace' }
  let overlay = null
  let frame = null
  let returnFocus = null
  let savedOverflow = ''

  const css = (element, styles) => Object.assign(element.style, styles)
  const phone = () => window.matchMedia('(max-width: 480px)').matches

  function layout(panel) {
    css(
      panel,
      phone()
        ? { width: '100%', height: '100%', maxHeight: 'none', borderRadius: '0', margin: '0' }
        : {
            width: 'min(640px, calc(100% - 32px))',
            height: 'auto',
            maxHeight: 'calc(100% - 48px)',
            borderRadius: '16px',
            margin: '24px auto',
          },
    )
  }

  function close() {
    if (!overlay) return
    overlay.remove()
    overlay = null
    frame = null
    document.documentElement.style.overflow = savedOverflow
    document.removeEventListener('keydown', onKey, true)
    if (returnFocus && typeof returnFocus.focus === 'function') returnFocus.focus()
  }

  function onKey(event) {
    if (!overlay) return
    if (event.key === 'Escape') {
      event.preventDefault()
      close()
    } else if (event.key === 'Tab') {
      // Focus stays in the dialog: its close button and the booking frame.
      const closeButton = overlay.querySelector('button')
      const target = event.shiftKey ? frame : closeButton
      if (document.activeElement === (event.shiftKey ? closeButton : frame)) {
        event.preventDefault()
        target.focus()
      }
    }
  }

  function open(branch) {
    const chosen = branch || slug
    if (!chosen || overlay) return
    returnFocus = document.activeElement
    overlay = document.createElement('div')
    overlay.setAttribute('role', 'dialog')
    overlay.setAttribute('aria-modal', 'true')
    overlay.setAttribute('aria-label', texts.title)
    overlay.dataset.rezervoWidget = 'overlay'
    css(overlay, {
      position: 'fixed',
      inset: '0',
      zIndex: '2147483647',
      background: 'rgba(12, 10, 9, 0.6)',
      display: 'flex',
      alignItems: 'flex-start',
      justifyContent: 'center',
      overflow: 'auto',
    })
    overlay.addEventListener('click', (event) => {
      if (event.target === overlay) close()
    })
    const panel = document.createElement('div')
    css(panel, {
      position: 'relative',
      background: '#fff',
      overflow: 'auto',
      boxShadow: '0 20px 50px rgba(0,0,0,.3)',
    })
    layout(panel)
    const closeButton = document.createElement('button')
    closeButton.type = 'button'
    closeButton.textContent = '×'
    closeButton.setAttribute('aria-label', texts.close)
    css(closeButton, {
      position: 'sticky',
      top: '0',
      float: 'right',
      zIndex: '1',
      width: '44px',
      height: '44px',
      border: '0',
      borderRadius: '22px',
      background: '#fff',
      color: '#1c1917',
      font: '28px/44px system-ui, sans-serif',
      cursor: 'pointer',
    })
    closeButton.addEventListener('click', close)
    frame = document.createElement('iframe')
    frame.title = texts.title
    frame.src = `${origin}/embed/${encodeURIComponent(chosen)}${lang ? `?lang=${encodeURIComponent(lang)}` : ''}`
    css(frame, { display: 'block', width: '100%', height: phone() ? '100%' : '600px', border: '0' })
    panel.append(closeButton, frame)
    overlay.append(panel)
    savedOverflow = document.documentElement.style.overflow
    document.documentElement.style.overflow = 'hidden'
    document.body.append(overlay)
    document.addEventListener('keydown', onKey, true)
    frame.focus()
  }

  // The booking page tells its height (to fit the frame) and asks to close (Escape inside the frame). Only
  // messages from our origin and from this frame count.
  window.addEventListener('message', (event) => {
    if (event.origin !== origin || !frame || event.source !== frame.contentWindow) return
    const data = event.data
    if (!data || typeof data !== 'object') return
    if (data.type === 'rezervo:height' && typeof data.height === 'number' && !phone()) {
      frame.style.height = `${Math.max(200, Math.min(data.height, 10000))}px`
    } else if (data.type === 'rezervo:close') close()
  })

  window.RezervoWidget = { open, close }

  if (script.dataset.button !== 'false' && slug) {
    const button = document.createElement('button')
    button.type = 'button'
    button.textContent = script.dataset.label || texts.open
    button.dataset.rezervoWidget = 'button'
    css(button, {
      minHeight: '44px',
      padding: '0 20px',
      border: '0',
      borderRadius: '10px',
      background: '#0f766e',
      color: '#fff',
      font: '600 16px/1 system-ui, sans-serif',
      cursor: 'pointer',
    })
    button.addEventListener('click', () => open(slug))
    script.after(button)
  }
})()
