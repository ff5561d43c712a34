// What the demo seller starts with in the back-office: raw materials across every unit, their
// conversions, and products made from them (the listings are planned from these in back-office-plan.ts).
import type { UnidadeMedida } from '@recria/domain/constants'
import type { Paleta } from './product-art.ts'

export interface MateriaSeed {
  chave: Paleta
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

export interface ProdutoSeed {
  nome: string
  descricao: string
  /** Reais. */
  preco: number
  /** Keys of MATERIAS; the first one gives the picture its palette. */
  materias: Paleta[]
  ativo: boolean
}

const p = (
  nome: string,
  descricao: string,
  preco: number,
  materias: Paleta[],
  ativo = true,
): ProdutoSeed => ({
  nome,
  descricao,
  preco,
  materias,
  ativo,
})

export const PRODUTOS: ProdutoSeed[] = [
  p('Luminária de garrafa PET', 'Luminária pendente com gomos de garrafa PET cortados à mão.', 89.9, ['pet']),
  p('Vaso autoirrigável de PET', 'Vaso com reservatório de água para temperos e suculentas.', 34.9, ['pet']),
  p('Puff de garrafas PET', 'Puff firme com 19 garrafas PET e capa de algodão reciclado.', 249, [
    'pet',
    'tecido',
  ]),
  p('Porta-lápis de garrafa PET', 'Porta-lápis com três divisões, acabamento sem rebarbas.', 19.9, ['pet']),
  p('Ecobag de algodão reciclado', 'Sacola resistente para feira, com alça reforçada.', 49.9, ['tecido']),
  p('Avental de retalhos', 'Avental ajustável com bolso frontal e tiras de retalhos coloridos.', 79, [
    'tecido',
  ]),
  p('Almofada patchwork', 'Almofada 45×45 cm com enchimento de fibra reciclada.', 69.9, ['tecido']),
  p('Capa de caderno em tecido', 'Capa removível com miolo de papelão para cadernos A5.', 39.9, [
    'tecido',
    'papelao',
  ]),
  p('Carteira de retalho de couro', 'Carteira com seis divisões costurada à mão.', 119, ['couro']),
  p('Chaveiro de couro reciclado', 'Chaveiro com argola de aço e gravação das iniciais.', 24.9, ['couro']),
  p('Porta-cartões de couro', 'Porta-cartões fino para bolso, com quatro compartimentos.', 59.9, ['couro']),
  p('Pulseira de couro trançado', 'Pulseira trançada com fecho de lacres de alumínio.', 45, [
    'couro',
    'lacre',
  ]),
  p('Organizador de mesa de papelão', 'Organizador com gavetas para canetas, clipes e bilhetes.', 54.9, [
    'papelao',
  ]),
  p('Caixa organizadora de papelão', 'Caixa dobrável revestida, para roupas e brinquedos.', 42, ['papelao']),
  p('Luminária de papelão', 'Luminária de mesa em camadas de papelão cortadas a laser.', 139, ['papelao']),
  p(
    'Mesa lateral de papelão',
    'Mesa lateral em colmeia de papelão, suporta até 20 kg.',
    299,
    ['papelao'],
    false,
  ),
  p('Mosaico de tampinhas', 'Quadro 60×40 cm com mosaico de tampinhas plásticas.', 189, ['tampinhas']),
  p('Porta-copos de tampinhas', 'Jogo com seis porta-copos de tampinhas derretidas e prensadas.', 29.9, [
    'tampinhas',
  ]),
  p('Tapete de tampinhas', 'Tapete de entrada antiderrapante montado com tampinhas.', 219, ['tampinhas']),
  p('Bolsa de lacres de alumínio', 'Bolsa tiracolo de lacres trançados com forro de algodão.', 159, [
    'lacre',
    'tecido',
  ]),
  p('Cortina de lacres', 'Cortina de porta com fios de lacres de alumínio.', 129.9, ['lacre'], false),
  p('Brincos de lacre', 'Par de brincos leves de lacre de alumínio polido.', 35, ['lacre']),
  p('Bolsa de lona de banner', 'Bolsa de praia com lona de banner e alças de cinto.', 99, ['lona']),
  p('Estojo de lona reciclada', 'Estojo com zíper, impermeável, para lápis ou maquiagem.', 44.9, ['lona']),
  p(
    'Terrário em pote de vidro',
    'Terrário fechado com musgo e pedrinhas em pote de conserva.',
    74.9,
    ['vidro'],
    false,
  ),
]

/** Closing sentences of listing descriptions, so listings of one product read differently. */
export const FRASES_ANUNCIO = [
  'Peça feita à mão, pronta para envio.',
  'Produção sob encomenda em até 7 dias úteis.',
  'Edição limitada com materiais de cooperativas parceiras.',
  'Cada peça é única: cores e texturas variam.',
  'Aceitamos sua matéria-prima como parte do pagamento.',
]
