// The words of the benchmark catalogue (large-seed.ts): product kinds, each made of a few of the
// seeded raw materials, named with a material phrase and a style, so that a search meets the mix a
// real catalogue has (a kind in a few percent of the listings, a style or colour across all kinds).
import type { Paleta } from './product-art.ts'

interface Tipo {
  nome: string
  /** Reais, before the seller's own variation. */
  preco: number
  materias: Paleta[]
}

const t = (nome: string, preco: number, materias: string): Tipo => ({
  nome,
  preco,
  materias: materias.split(' ') as Paleta[],
})

export const TIPOS: Tipo[] = [
  t('Luminária', 89.9, 'pet papelao lacre vidro'),
  t('Luminária pendente', 129, 'pet papelao tampinhas'),
  t('Abajur', 119, 'papelao tecido vidro'),
  t('Vaso', 34.9, 'pet vidro lona'),
  t('Cachepô', 29.9, 'pet tecido couro lona'),
  t('Horta vertical', 99, 'pet lona'),
  t('Regador', 24.9, 'pet'),
  t('Comedouro de pássaros', 27.9, 'pet'),
  t('Ecobag', 49.9, 'tecido lona'),
  t('Bolsa', 119, 'lona lacre tecido couro'),
  t('Bolsa tiracolo', 139, 'lacre couro lona'),
  t('Mochila', 159, 'lona tecido'),
  t('Necessaire', 39.9, 'lona tecido'),
  t('Estojo', 34.9, 'lona tecido couro'),
  t('Carteira', 79, 'couro lona lacre'),
  t('Porta-cartões', 44.9, 'couro'),
  t('Chaveiro', 19.9, 'couro lacre tampinhas'),
  t('Cinto', 69.9, 'couro lacre lona'),
  t('Pulseira', 29.9, 'couro lacre'),
  t('Colar', 39.9, 'lacre tampinhas vidro'),
  t('Brincos', 34.9, 'lacre tampinhas couro'),
  t('Almofada', 69.9, 'tecido'),
  t('Avental', 74.9, 'tecido lona'),
  t('Jogo americano', 59.9, 'tecido lona tampinhas'),
  t('Tapete', 199, 'tampinhas tecido pet'),
  t('Mosaico', 179, 'tampinhas vidro'),
  t('Quadro', 149, 'tampinhas papelao lacre'),
  t('Mandala', 89.9, 'tampinhas tecido'),
  t('Móbile', 54.9, 'pet tampinhas papelao'),
  t('Relógio de parede', 109, 'papelao tampinhas vidro'),
  t('Porta-retrato', 39.9, 'papelao tampinhas'),
  t('Espelho', 129, 'papelao tampinhas'),
  t('Porta-lápis', 19.9, 'pet papelao'),
  t('Porta-copos', 29.9, 'tampinhas couro papelao'),
  t('Organizador de mesa', 54.9, 'papelao tecido pet'),
  t('Caixa organizadora', 42, 'papelao'),
  t('Cesto', 49.9, 'papelao tecido'),
  t('Bandeja', 64.9, 'papelao lacre'),
  t('Nicho', 89.9, 'papelao'),
  t('Mesa lateral', 289, 'papelao'),
  t('Banco', 219, 'pet papelao'),
  t('Puff', 239, 'pet tecido'),
  t('Cortina', 129.9, 'lacre tampinhas'),
  t('Castiçal', 49.9, 'vidro lacre'),
  t('Capa de caderno', 39.9, 'tecido couro papelao'),
  t('Suporte para celular', 24.9, 'papelao couro'),
]

/** How a name says what the product is made of, per raw material. */
export const MATERIAL_NOMES: Record<Paleta, string[]> = {
  pet: ['garrafa PET', 'garrafas PET'],
  tecido: ['tecido reciclado', 'retalhos de tecido', 'algodão reciclado'],
  couro: ['retalho de couro', 'couro reciclado'],
  papelao: ['papelão', 'papelão reciclado'],
  tampinhas: ['tampinhas', 'tampinhas plásticas'],
  lacre: ['lacres de alumínio', 'lacre de latinha'],
  lona: ['lona de banner', 'lona reciclada'],
  vidro: ['vidro reciclado', 'pote de vidro'],
}

/** Invariable in gender, so any of them follows any kind. */
export const ESTILOS = [
  'Boho',
  'Vintage',
  'Retrô',
  'Minimalista',
  'Artesanal',
  'Tropical',
  'Industrial',
  'Azul',
  'Verde',
  'Terracota',
  'Mostarda',
  'Lilás',
  'Cinza',
  'Rosa',
  'Bege',
  'Vinho',
  'Grande',
  'Mini',
]

const AMBIENTES = ['a sala', 'o quarto', 'a cozinha', 'a varanda', 'o escritório', 'o jardim', 'presentear']
const ACABAMENTOS = ['fosco', 'envernizado', 'costurado à mão', 'polido', 'impermeabilizado', 'natural']
const FECHOS = [
  'Peça única, pronta para envio.',
  'Produção sob encomenda em até 7 dias úteis.',
  'Edição limitada com materiais de cooperativas parceiras.',
  'Cores e texturas variam de uma peça para outra.',
  'Aceitamos sua matéria-prima como parte do pagamento.',
  'Embalagem sem plástico, reaproveitada.',
]

const pick = <T>(items: readonly T[], rand: () => number): T => items[Math.floor(rand() * items.length)] as T

/** "Luminária de garrafa PET Boho": a kind, the material it is made of, a style or colour. */
export function nomeProduto(tipo: Tipo, materia: Paleta, rand: () => number): string {
  return `${tipo.nome} de ${pick(MATERIAL_NOMES[materia], rand)} ${pick(ESTILOS, rand)}`
}

/** A listing's description: where it goes, its finish, and one of the closing sentences. */
export function descricaoAnuncio(rand: () => number): string {
  return `Ideal para ${pick(AMBIENTES, rand)}, acabamento ${pick(ACABAMENTOS, rand)}. ${pick(FECHOS, rand)}`
}
