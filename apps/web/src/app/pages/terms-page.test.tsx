import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import TermsPage from './terms-page.tsx'

describe('the terms page', () => {
  it('dates its last change by the version new accounts accept', () => {
    render(<TermsPage />)
    expect(screen.getByText('Última atualização: 29 de setembro de 2025')).toBeTruthy()
  })
})
