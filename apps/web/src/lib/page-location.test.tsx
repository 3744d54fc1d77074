import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { canGoBack, navigate, pageLocation, usePageLocation, useSearchParams } from './page-location'

/** A popstate as the browser sends it after Back: the address is already the previous entry's. */
async function back() {
  await new Promise<void>((resolve) => {
    window.addEventListener('popstate', () => resolve(), { once: true })
    window.history.back()
  })
}

function Probe() {
  const location = usePageLocation()
  const [params, setParams] = useSearchParams()
  return (
    <div>
      <p data-testid="where">{`${location.pathname}${location.search} #${location.index}`}</p>
      <p data-testid="how">{location.navigation}</p>
      <p data-testid="step">{params.get('step') ?? 'none'}</p>
      <button type="button" onClick={() => setParams(new URLSearchParams({ step: 'when' }))}>
        next
      </button>
      <button
        type="button"
        onClick={() =>
          setParams(new URLSearchParams({ step: 'when', date: '2026-12-01' }), { replace: true })
        }
      >
        day
      </button>
    </div>
  )
}

describe('the light page location', () => {
  beforeEach(() => window.history.replaceState(null, '', '/kadernictvi/strih/brno/rezervace'))
  afterEach(() => {
    cleanup()
    window.history.replaceState(null, '', '/')
  })

  it('gives the entry it was opened on depth 0, so Back would leave the page', () => {
    expect(pageLocation()).toMatchObject({ pathname: '/kadernictvi/strih/brno/rezervace', index: 0 })
    expect(window.history.state).toMatchObject({ idx: 0 })
    expect(canGoBack()).toBe(false)
  })

  it('keeps the same snapshot while the address is unchanged (useSyncExternalStore needs it)', () => {
    expect(pageLocation()).toBe(pageLocation())
  })

  it('pushes a step, replaces a day, and walks back with the browser', async () => {
    render(<Probe />)
    expect(screen.getByTestId('step').textContent).toBe('none')
    act(() => screen.getByText('next').click())
    expect(screen.getByTestId('where').textContent).toBe('/kadernictvi/strih/brno/rezervace?step=when #1')
    expect(screen.getByTestId('how').textContent).toBe('push')
    expect(canGoBack()).toBe(true)
    act(() => screen.getByText('day').click())
    // Replaced, not pushed: the same depth.
    expect(screen.getByTestId('where').textContent).toBe(
      '/kadernictvi/strih/brno/rezervace?step=when&date=2026-12-01 #1',
    )
    expect(screen.getByTestId('how').textContent).toBe('replace')
    await act(back)
    expect(screen.getByTestId('where').textContent).toBe('/kadernictvi/strih/brno/rezervace #0')
    expect(screen.getByTestId('how').textContent).toBe('pop')
    expect(screen.getByTestId('step').textContent).toBe('none')
    expect(canGoBack()).toBe(false)
  })

  it('navigates to another path of the page and refuses another origin', () => {
    render(<Probe />)
    act(() => navigate('/embed/brno/potvrzeni-rezervace?reservation=1&token=x', { replace: true }))
    expect(screen.getByTestId('where').textContent).toBe(
      '/embed/brno/potvrzeni-rezervace?reservation=1&token=x #0',
    )
    expect(() => navigate('https://example.com/')).toThrow(/another origin/)
  })
})
