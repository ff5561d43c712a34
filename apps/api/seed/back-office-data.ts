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

/**
 * Raw materials (space-separated keys, the first one gives the picture), price in reais, name and a
 * description of two sentences: what the piece is and its size, then what it was made from.
 */
const LINHAS: [string, number, string, string][] = [
  [
    'pet',
    89.9,
    'Luminária pendente de garrafa PET',
    'Luminária pendente com cúpula de gomos de garrafa PET cortados à mão, de 30 cm de diâmetro e 1,2 m de fio de tecido. As garrafas de 2 litros foram recolhidas em condomínios do bairro.',
  ],
  [
    'pet',
    34.9,
    'Vaso autoirrigável de PET',
    'Vaso com reservatório que rega temperos e suculentas por até uma semana, com 18 cm de altura. É montado com duas garrafas PET de 2 litros que iriam para o lixo.',
  ],
  [
    'pet tecido',
    249,
    'Puff de garrafas PET',
    'Puff firme de 40 cm de altura que aguenta até 100 kg. A estrutura leva 19 garrafas PET e a capa é de algodão reciclado.',
  ],
  [
    'pet',
    19.9,
    'Porta-lápis de garrafa PET',
    'Porta-lápis com três divisões e bordas sem rebarbas, de 12 cm de altura. É feito do fundo de garrafas PET lavadas e lixadas.',
  ],
  [
    'tecido',
    49.9,
    'Ecobag de algodão reciclado',
    'Sacola de feira de 40×38 cm com alças reforçadas, que carrega até 10 kg. O tecido vem de sobras de confecção desfiadas e tecidas de novo em tear manual.',
  ],
  [
    'tecido',
    79,
    'Avental de retalhos',
    'Avental ajustável com bolso duplo e tiras coloridas, de 80 cm de comprimento. É costurado com tecido de algodão reciclado de sobras de confecções da região.',
  ],
  [
    'tecido',
    69.9,
    'Almofada patchwork',
    'Almofada de 45×45 cm com capa removível e enchimento de fibra reciclada. O patchwork junta retalhos de algodão que sobraram de confecções.',
  ],
  [
    'tecido papelao',
    39.9,
    'Capa de caderno em tecido',
    'Capa removível para caderno A5, de 15×21 cm, com fecho de elástico. O tecido é algodão reciclado e o reforço interno, papelão de caixas de mercado.',
  ],
  [
    'lona',
    64.9,
    'Carteira de lona de banner',
    'Carteira fina com seis divisões e porta-moedas de zíper, de 11×9 cm fechada. A lona vem de banners de eventos, lavados e cortados à mão.',
  ],
  [
    'couro',
    24.9,
    'Chaveiro de couro reciclado',
    'Chaveiro com argola de aço e as iniciais gravadas a quente, de 8 cm de comprimento. O couro é retalho legítimo doado por sapatarias e estofadores.',
  ],
  [
    'couro',
    59.9,
    'Porta-cartões de couro',
    'Porta-cartões fino de bolso, com quatro divisões, de 10×7 cm. É costurado à mão com retalhos de couro legítimo de sapatarias da região.',
  ],
  [
    'couro lacre',
    45,
    'Pulseira de couro trançado',
    'Pulseira trançada com fecho de lacres de alumínio, de 19 cm e ajustável. O couro vem de retalhos de estofaria e os lacres, de campanhas em escolas.',
  ],
  [
    'papelao',
    54.9,
    'Organizador de mesa de papelão',
    'Organizador com três gavetas e nichos para canetas, clipes e bilhetes, de 25×15×18 cm. É feito de placas de papelão ondulado de caixas de mercado.',
  ],
  [
    'papelao',
    42,
    'Caixa organizadora de papelão',
    'Caixa dobrável com tampa e alças vazadas, de 35×25×20 cm, para roupas ou brinquedos. É de papelão ondulado prensado em placas e revestido com papel kraft.',
  ],
  [
    'papelao',
    139,
    'Luminária de papelão',
    'Luminária de mesa em camadas de papelão cortadas a laser, de 35 cm de altura, com lâmpada LED. Cada camada vem de caixas de papelão ondulado de mercados.',
  ],
  [
    'papelao',
    299,
    'Mesa lateral de papelão',
    'Mesa lateral em colmeia de papelão, de 50 cm de altura, com tampo que suporta até 20 kg. É feita de caixas de papelão ondulado prensadas e envernizadas.',
  ],
  [
    'tampinhas',
    189,
    'Mosaico de tampinhas',
    'Quadro de 60×40 cm com um mosaico de tampinhas plásticas em degradê. As tampinhas foram separadas por cor, lavadas e secas ao sol.',
  ],
  [
    'tampinhas',
    29.9,
    'Porta-copos de tampinhas',
    'Jogo de seis porta-copos redondos de 10 cm, resistentes ao calor. Cada um é feito de tampinhas plásticas derretidas e prensadas.',
  ],
  [
    'tampinhas',
    219,
    'Tapete de tampinhas',
    'Tapete de entrada antiderrapante de 60×40 cm. É montado com cerca de 900 tampinhas plásticas coloridas, presas com fio de náilon.',
  ],
  [
    'lacre tecido',
    159,
    'Bolsa de lacres de alumínio',
    'Bolsa tiracolo de lacres trançados com forro de algodão, de 25×18 cm. Leva mais de 600 lacres de latinhas juntados em campanhas de escolas parceiras.',
  ],
  [
    'lacre',
    129.9,
    'Cortina de lacres',
    'Cortina de porta com fios de lacres de alumínio, de 90×210 cm. Os lacres vêm de latinhas recolhidas por escolas parceiras.',
  ],
  [
    'lacre',
    35,
    'Brincos de lacre',
    'Par de brincos leves de lacre de alumínio polido, de 5 cm de comprimento, com ganchos antialérgicos. Os lacres foram juntados em campanhas de escolas parceiras.',
  ],
  [
    'lona',
    99,
    'Bolsa de lona de banner',
    'Bolsa de praia impermeável de 45×35 cm, com alças de cinto reaproveitado. A lona vem de banners de eventos, lavados e cortados em painéis.',
  ],
  [
    'lona',
    44.9,
    'Estojo de lona reciclada',
    'Estojo impermeável com zíper, de 22×10 cm, para lápis ou maquiagem. É costurado com a lona vinílica de banners de eventos.',
  ],
  [
    'vidro',
    74.9,
    'Terrário em pote de vidro',
    'Terrário fechado com musgo e pedrinhas, de 20 cm de altura. O pote é de conserva, reaproveitado com a tampa original.',
  ],
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
