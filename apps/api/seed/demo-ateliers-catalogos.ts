// What the other demo ateliers make: each its own raw materials (together with the demo seller's,
// every family and every unit of measure) and products drawn from them. The sewing and glass ateliers
// here; leather, wood and scrap in demo-ateliers-couro-madeira-sucata.ts.
import type { UnidadeMedida } from '@recria/domain/constants'
import type { MateriaSeed, ProdutoSeed } from './back-office-data.ts'
import type { Familia } from './product-art.ts'

export interface CatalogoSeed {
  materias: MateriaSeed<Familia>[]
  produtos: ProdutoSeed<Familia>[]
}

type Materia = [Familia, string, UnidadeMedida, number, string]
/**
 * Raw materials (space-separated keys, the first one gives the picture), price in reais, name, a
 * description of two sentences (what it is and its size, then what it was made from); `inativo` last
 * if so.
 */
type Linha = [string, number, string, string, 'inativo'?]

export function catalogo(materias: Materia[], linhas: Linha[]): CatalogoSeed {
  return {
    materias: materias.map(([chave, nome, unidade, multiplicador, descricao]) => ({
      chave,
      nome,
      descricao,
      unidade,
      ativa: true,
      conversao: { multiplicador, ativa: true },
    })),
    produtos: linhas.map(([materias, preco, nome, descricao, inativo]) => ({
      nome,
      descricao,
      preco,
      materias: materias.split(' ') as Familia[],
      ativo: inativo === undefined,
    })),
  }
}

export const COSTURA = catalogo(
  [
    ['tecido', 'Retalho de algodão', 'metro', 1.5, 'Sobras de confecção separadas por cor e lavadas.'],
    ['jeans', 'Jeans de calças usadas', 'metro', 1.2, 'Calças doadas, descosturadas e lavadas.'],
    ['lona', 'Lona de caminhão', 'metro', 0.8, 'Lonas de frete aposentadas, lavadas e cortadas.'],
  ],
  [
    [
      'jeans',
      129,
      'Mochila de jeans reciclado',
      'Mochila de 40×30 cm com bolso frontal, alças acolchoadas e espaço para um notebook de 14 polegadas. Cada uma aproveita o jeans de três calças doadas.',
    ],
    [
      'jeans tecido',
      89.9,
      'Bolsa tiracolo de jeans',
      'Bolsa tiracolo de 28×20 cm com alça regulável e fecho imantado. O jeans vem de calças doadas e o forro, de retalhos de algodão.',
    ],
    [
      'lona',
      59.9,
      'Ecobag de lona de caminhão',
      'Sacola de feira robusta e lavável, de 45×40 cm, com alças longas. A lona veio de caminhões de frete e foi lavada e cortada à mão.',
    ],
    [
      'jeans',
      39.9,
      'Sacola dobrável de jeans',
      'Sacola leve de 38×35 cm que se dobra dentro do próprio bolso. É costurada com as pernas de calças jeans doadas.',
    ],
    [
      'jeans',
      74.9,
      'Almofada de jeans',
      'Almofada de 40×40 cm que mantém os bolsos da calça na frente. A capa é de jeans de calças usadas, descosturadas e lavadas.',
    ],
    [
      'jeans tecido',
      64.9,
      'Avental de cozinha de jeans',
      'Avental de cozinha de 85 cm de comprimento, com bolso duplo e tiras longas. O corpo é de jeans de calças doadas e as tiras, de retalhos de algodão.',
    ],
    [
      'tecido',
      49.9,
      'Necessaire de retalhos',
      'Necessaire acolchoada com zíper, de 24×15 cm, forrada com tecido impermeável. Por fora, retalhos de algodão de confecção formam uma colcha colorida.',
    ],
    [
      'jeans',
      34.9,
      'Estojo de jeans',
      'Estojo escolar com zíper e puxador de tecido, de 21×8 cm. É feito com o jeans de calças doadas, lavado e costurado em dobro.',
    ],
    [
      'tecido',
      29.9,
      'Porta-copos de tecido',
      'Jogo de quatro porta-copos acolchoados e laváveis, de 11 cm de lado. Cada um junta retalhos de algodão que sobraram de confecções.',
    ],
    [
      'tecido',
      79.9,
      'Tapete de retalhos',
      'Tapete redondo de crochê de 80 cm de diâmetro. O fio é feito de tiras de retalhos de algodão de confecções do bairro.',
    ],
    [
      'jeans',
      45,
      'Capa de caderno de jeans',
      'Capa para caderno universitário de 20×27 cm, com porta-caneta. É costurada com jeans de calças usadas.',
    ],
    [
      'tecido lona',
      99.9,
      'Bolsa de ombro de retalhos',
      'Bolsa de ombro de 35×30 cm com alça larga e fundo reforçado. O corpo é de retalhos de algodão e o fundo, de lona de caminhão.',
    ],
    [
      'jeans',
      54.9,
      'Jogo americano de jeans',
      'Jogo de quatro lugares americanos de 45×30 cm. São feitos de jeans de calças usadas, com viés de algodão.',
      'inativo',
    ],
  ],
)

export const VIDRO = catalogo(
  [
    ['vidro', 'Garrafa de vidro', 'unidade', 1, 'Garrafas de vinho e cerveja recolhidas em bares.'],
    ['cacos', 'Caco de vidro colorido', 'grama', 20, 'Cacos separados por cor, lixados e lavados.'],
  ],
  [
    [
      'vidro',
      119,
      'Luminária pendente de garrafa',
      'Luminária pendente com cúpula de garrafa cortada e 1 m de fio de tecido, de 30 cm de altura. A garrafa é de vinho, recolhida em bares do centro.',
    ],
    [
      'vidro',
      69.9,
      'Vaso de garrafa de vidro',
      'Vaso de 25 cm de altura, feito com a parte de cima de uma garrafa e bordas lixadas à mão. As garrafas de vinho e cerveja vêm de bares parceiros.',
    ],
    [
      'vidro',
      54.9,
      'Copos de garrafa cortada',
      'Jogo de três copos de 300 ml com bordas polidas. Cada copo é o fundo de uma garrafa de cerveja recolhida em bares.',
    ],
    [
      'vidro',
      39.9,
      'Castiçal de garrafa de vidro',
      'Castiçal de 18 cm de altura com uma vela de cera de soja. É o corpo de uma garrafa de vinho cortada e lixada.',
    ],
    [
      'vidro',
      89.9,
      'Terrário de garrafão',
      'Terrário de 30 cm de altura com musgo, pedrinhas e suculentas, que pede pouca água. O garrafão de 5 litros foi resgatado de um depósito de bebidas.',
    ],
    [
      'cacos',
      149,
      'Fruteira de vidro fundido',
      'Fruteira rasa de 32 cm de diâmetro, colorida e resistente. É feita de cacos de vidro fundidos em forno de cerâmica.',
    ],
    [
      'vidro',
      79.9,
      'Garrafa decorativa pintada',
      'Garrafa de 30 cm de altura pintada à mão, para flores secas. É uma garrafa de vinho recolhida em bares, lavada e sem rótulo.',
    ],
    [
      'cacos',
      59.9,
      'Porta-velas de cacos de vidro',
      'Porta-velas de 10 cm de altura em mosaico, que colore a luz da vela. Os cacos de vidro foram separados por cor, lixados e lavados.',
    ],
    [
      'vidro cacos',
      189,
      'Luminária de mesa de vidro',
      'Luminária de mesa de 45 cm de altura, com cúpula de garrafa sobre uma base de mosaico. O vidro vem de garrafas e cacos recolhidos em bares.',
    ],
    [
      'cacos',
      129,
      'Mosaico de cacos de vidro',
      'Quadro de 50×50 cm em mosaico, com moldura de madeira. É montado com cacos de vidro colorido separados por cor e lixados.',
    ],
    [
      'vidro',
      44.9,
      'Jarra de garrafa de vidro',
      'Jarra de suco de 1 litro com alça de corda de sisal. É uma garrafa de vidro cortada, com a borda lixada à mão.',
    ],
  ],
)
