import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AnuncioGaleria } from './anuncio-galeria.tsx'

const imagem = (id: number) => ({
  id,
  posicao: id - 1,
  url: `/api/arquivos/produtos/${id}-1280.webp`,
  srcset: `/api/arquivos/produtos/${id}-320.webp 320w, /api/arquivos/produtos/${id}-1280.webp 1280w`,
  largura: 1280,
})
const galeria = [imagem(1), imagem(2), imagem(3), imagem(4)]
const principal = () => screen.getByRole('img', { name: /^Bolsa de lacres/ })

describe('the listing gallery', () => {
  it('shows image 1 large with srcset and sizes, and a named button per image', () => {
    render(<AnuncioGaleria nome="Bolsa de lacres" galeria={galeria} imagem="/capa.webp" />)
    expect(screen.getByRole('region', { name: 'Imagens de Bolsa de lacres' })).toBeTruthy()
    const img = principal()
    expect(img.getAttribute('alt')).toBe('Bolsa de lacres, imagem 1 de 4')
    expect(img.getAttribute('src')).toBe('/api/arquivos/produtos/1-1280.webp')
    expect(img.getAttribute('srcset')).toBe(galeria[0]?.srcset)
    expect(img.getAttribute('sizes')).toBe('(min-width: 768px) 50vw, 100vw')
    const botoes = ['Imagem 1 de 4', 'Imagem 2 de 4', 'Imagem 3 de 4', 'Imagem 4 de 4'].map((name) =>
      screen.getByRole('button', { name }),
    )
    expect(botoes[0]?.getAttribute('aria-current')).toBe('true')
  })

  it('a thumbnail chooses its image', () => {
    render(<AnuncioGaleria nome="Bolsa de lacres" galeria={galeria} imagem={null} />)
    fireEvent.click(screen.getByRole('button', { name: 'Imagem 3 de 4' }))
    expect(principal().getAttribute('src')).toBe('/api/arquivos/produtos/3-1280.webp')
    expect(screen.getByRole('button', { name: 'Imagem 3 de 4' }).getAttribute('aria-current')).toBe('true')
    expect(screen.getByRole('button', { name: 'Imagem 1 de 4' }).getAttribute('aria-current')).toBeNull()
    expect(screen.getByText('Imagem 3 de 4', { selector: 'p' })).toBeTruthy()
  })

  it('the arrow keys go to the next and previous images, wrapping around', () => {
    render(<AnuncioGaleria nome="Bolsa de lacres" galeria={galeria} imagem={null} />)
    const botao = screen.getByRole('button', { name: 'Imagem 1 de 4' })
    botao.focus()
    fireEvent.keyDown(botao, { key: 'ArrowLeft' })
    expect(principal().getAttribute('alt')).toBe('Bolsa de lacres, imagem 4 de 4')
    fireEvent.keyDown(botao, { key: 'ArrowRight' })
    fireEvent.keyDown(botao, { key: 'ArrowRight' })
    expect(principal().getAttribute('alt')).toBe('Bolsa de lacres, imagem 2 de 4')
    fireEvent.click(screen.getByRole('button', { name: 'Próxima imagem' }))
    expect(principal().getAttribute('alt')).toBe('Bolsa de lacres, imagem 3 de 4')
  })

  it('a sideways swipe changes the image; a vertical one (scrolling) does not', () => {
    render(<AnuncioGaleria nome="Bolsa de lacres" galeria={galeria} imagem={null} />)
    const area = screen.getByTestId('galeria-principal')
    fireEvent.pointerDown(area, { clientX: 300, clientY: 100 })
    fireEvent.pointerUp(area, { clientX: 150, clientY: 110 })
    expect(principal().getAttribute('alt')).toBe('Bolsa de lacres, imagem 2 de 4')
    fireEvent.pointerDown(area, { clientX: 150, clientY: 100 })
    fireEvent.pointerUp(area, { clientX: 100, clientY: 300 })
    expect(principal().getAttribute('alt')).toBe('Bolsa de lacres, imagem 2 de 4')
    fireEvent.pointerDown(area, { clientX: 100, clientY: 100 })
    fireEvent.pointerUp(area, { clientX: 250, clientY: 100 })
    expect(principal().getAttribute('alt')).toBe('Bolsa de lacres, imagem 1 de 4')
  })

  it('one image or none: the picture alone, no thumbnails', () => {
    render(<AnuncioGaleria nome="Bolsa de lacres" galeria={[]} imagem="/capa.webp" />)
    expect(principal().getAttribute('src')).toBe('/capa.webp')
    expect(screen.queryByRole('button')).toBeNull()
  })
})
