// What the demo seller starts with in the back-office: raw materials across every unit, their
// conversions, and products made from them (the listings are planned from these in back-office-plan.ts).
import type { UnidadeMedida } from '@recria/domain/constants'
import type { Familia, Paleta } from './product-art.ts'

/** A raw material of a seed seller; `chave` (its family) names it among the seller's materials. */
export interface MateriaSeed<K extends Familia = Paleta> {
  chave: K
  nome: string
  descricao: string
  unidade: UnidadeMedida
  ativa: boolean
  /** The multiplier of its conversion (credits per real), if it has one. */
  conversao?: { multiplicador: number; ativa: boolean }
}

export const MATERIAS: MateriaSeed[] = [
  {
    chave: 'pet',
    nome: 'Garrafa PET',
    descricao: 'Garrafas PET de 2 litros, limpas e sem rótulo, recolhidas em condomínios do bairro.',
    unidade: 'unidade',
    ativa: true,
    conversao: { multiplicador: 2, ativa: true },
  },
  {
    chave: 'tecido',
    nome: 'Tecido de algodão reciclado',
    descricao: 'Sobras de corte de confecções, desfiadas e tecidas de novo em teares manuais.',
    unidade: 'metro',
    ativa: true,
    conversao: { multiplicador: 1.5, ativa: true },
  },
  {
    chave: 'couro',
    nome: 'Retalho de couro',
    descricao: 'Retalhos de couro legítimo doados por sapatarias e estofadores da região.',
    unidade: 'centimetro',
    ativa: true,
    conversao: { multiplicador: 0.25, ativa: true },
  },
  {
    chave: 'papelao',
    nome: 'Papelão',
    descricao: 'Caixas de papelão ondulado de mercados, desmontadas e prensadas em placas.',
    unidade: 'quilograma',
    ativa: true,
    conversao: { multiplicador: 3, ativa: true },
  },
  {
    chave: 'tampinhas',
    nome: 'Tampinhas plásticas',
    descricao: 'Tampinhas de garrafa separadas por cor, lavadas e secas ao sol.',
    unidade: 'grama',
    ativa: true,
    conversao: { multiplicador: 10, ativa: true },
  },
  {
    chave: 'lacre',
    nome: 'Lacre de alumínio',
    descricao: 'Lacres de latinhas de alumínio, juntados em campanhas de escolas parceiras.',
    unidade: 'unidade',
    ativa: true,
    conversao: { multiplicador: 5, ativa: true },
  },
  {
    chave: 'lona',
    nome: 'Lona de banner',
    descricao: 'Banners de lona vinílica de eventos, lavados e cortados em painéis.',
    unidade: 'metro',
    ativa: true,
    conversao: { multiplicador: 1.25, ativa: false },
  },
  {
    chave: 'vidro',
    nome: 'Pote de vidro',
    descricao: 'Potes de conserva com tampa; fora de uso até a nova parceria de coleta.',
    unidade: 'unidade',
    ativa: false,
  },
]

export interface ProdutoSeed<K extends Familia = Paleta> {
  nome: string
  descricao: string
  /** Reais. */
  preco: number
  /** Keys of the seller's raw materials; the first one gives the picture its colours and texture. */
  materias: K[]
  ativo: boolean
}

const INATIVOS = new Set(['Mesa lateral de papelão', 'Cortina de lacres', 'Terrário em pote de vidro'])

/** Raw materials (space-separated keys), price in reais, name, description. */
const LINHAS: [string, number, string, string][] = [
  ['pet', 89.9, 'Luminária de garrafa PET', 'Luminária pendente com gomos de garrafa PET cortados à mão.'],
  ['pet', 34.9, 'Vaso autoirrigável de PET', 'Vaso com reservatório de água para temperos e suculentas.'],
  ['pet tecido', 249, 'Puff de garrafas PET', 'Puff firme com 19 garrafas PET e capa de algodão reciclado.'],
  ['pet', 19.9, 'Porta-lápis de garrafa PET', 'Porta-lápis com três divisões, sem rebarbas.'],
  ['tecido', 49.9, 'Ecobag de algodão reciclado', 'Sacola resistente para feira, com alça reforçada.'],
  ['tecido', 79, 'Avental de retalhos', 'Avental ajustável com bolso e tiras de retalhos coloridos.'],
  ['tecido', 69.9, 'Almofada patchwork', 'Almofada 45×45 cm com enchimento de fibra reciclada.'],
  ['tecido papelao', 39.9, 'Capa de caderno em tecido', 'Capa removível com miolo de papelão, para A5.'],
  ['couro', 119, 'Carteira de retalho de couro', 'Carteira com seis divisões costurada à mão.'],
  ['couro', 24.9, 'Chaveiro de couro reciclado', 'Chaveiro com argola de aço e gravação das iniciais.'],
  ['couro', 59.9, 'Porta-cartões de couro', 'Porta-cartões fino para bolso, com quatro divisões.'],
  ['couro lacre', 45, 'Pulseira de couro trançado', 'Pulseira trançada com fecho de lacres de alumínio.'],
  ['papelao', 54.9, 'Organizador de mesa de papelão', 'Gavetas para canetas, clipes e bilhetes.'],
  ['papelao', 42, 'Caixa organizadora de papelão', 'Caixa dobrável revestida, para roupas e brinquedos.'],
  ['papelao', 139, 'Luminária de papelão', 'Luminária de mesa em camadas de papelão cortadas a laser.'],
  ['papelao', 299, 'Mesa lateral de papelão', 'Mesa lateral em colmeia de papelão, suporta até 20 kg.'],
  ['tampinhas', 189, 'Mosaico de tampinhas', 'Quadro 60×40 cm com mosaico de tampinhas plásticas.'],
  ['tampinhas', 29.9, 'Porta-copos de tampinhas', 'Seis porta-copos de tampinhas derretidas e prensadas.'],
  ['tampinhas', 219, 'Tapete de tampinhas', 'Tapete de entrada antiderrapante montado com tampinhas.'],
  [
    'lacre tecido',
    159,
    'Bolsa de lacres de alumínio',
    'Bolsa tiracolo de lacres trançados, forro de algodão.',
  ],
  ['lacre', 129.9, 'Cortina de lacres', 'Cortina de porta com fios de lacres de alumínio.'],
  ['lacre', 35, 'Brincos de lacre', 'Par de brincos leves de lacre de alumínio polido.'],
  ['lona', 99, 'Bolsa de lona de banner', 'Bolsa de praia com lona de banner e alças de cinto.'],
  ['lona', 44.9, 'Estojo de lona reciclada', 'Estojo com zíper, impermeável, para lápis ou maquiagem.'],
  ['vidro', 74.9, 'Terrário em pote de vidro', 'Terrário fechado com musgo e pedrinhas em pote de conserva.'],
]

export const PRODUTOS: ProdutoSeed[] = LINHAS.map(([materias, preco, nome, descricao]) => ({
  nome,
  descricao,
  preco,
  materias: materias.split(' ') as Paleta[],
  ativo: !INATIVOS.has(nome),
}))

/** Closing sentences of listing descriptions, so listings of one product read differently. */
export const FRASES_ANUNCIO = [
  'Peça feita à mão, pronta para envio.',
  'Produção sob encomenda em até 7 dias úteis.',
  'Edição limitada com materiais de cooperativas parceiras.',
  'Cada peça é única: cores e texturas variam.',
  'Aceitamos sua matéria-prima como parte do pagamento.',
]
