import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useVoltaDoPagamento } from './use-volta-do-pagamento.ts'

/** The page shown again: from the back/forward cache (`persisted`) or loaded anew. */
function pageshow(persisted: boolean) {
  window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }))
}

describe('useVoltaDoPagamento', () => {
  it('resets when the browser brings the page back from its back/forward cache', () => {
    const reset = vi.fn()
    renderHook(() => useVoltaDoPagamento(reset))
    pageshow(true)
    expect(reset).toHaveBeenCalledOnce()
  })

  it('does nothing when the page is loaded anew', () => {
    const reset = vi.fn()
    renderHook(() => useVoltaDoPagamento(reset))
    pageshow(false)
    expect(reset).not.toHaveBeenCalled()
  })

  it("runs the latest render's reset, and none once the page is gone", () => {
    const first = vi.fn()
    const latest = vi.fn()
    const { rerender, unmount } = renderHook(({ reset }) => useVoltaDoPagamento(reset), {
      initialProps: { reset: first },
    })
    rerender({ reset: latest })
    pageshow(true)
    expect(first).not.toHaveBeenCalled()
    expect(latest).toHaveBeenCalledOnce()
    unmount()
    pageshow(true)
    expect(latest).toHaveBeenCalledOnce()
  })
})
