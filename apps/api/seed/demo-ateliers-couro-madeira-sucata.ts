// What the leather, wood and scrap demo ateliers make (the others' are in demo-ateliers-catalogos.ts).
import { catalogo } from './demo-ateliers-catalogos.ts'

export const COURO = catalogo(
  [
    ['couro', 'Sobra de couro', 'centimetro', 0.3, 'Sobras de estofaria e sapataria, curtidas ao vegetal.'],
    ['pneu', 'Câmara de pneu', 'centimetro', 0.5, 'Câmaras de bicicleta e de moto, lavadas.'],
    ['lacre', 'Lacre de latinha', 'unidade', 5, 'Lacres polidos, juntados por escolas parceiras.'],
  ],
  [
    [
      'couro',
      139,
      'Carteira de couro costurada à mão',
      'Carteira de 11×9 cm com oito divisões e porta-moedas. É costurada à mão com sobras de couro de estofaria, curtidas ao vegetal.',
    ],
    [
      'pneu',
      49.9,
      'Porta-cartões de câmara de pneu',
      'Porta-cartões fino com três divisões, de 10×7 cm, que não teme chuva. É cortado de câmaras de pneu de bicicleta, lavadas.',
    ],
    [
      'pneu',
      89.9,
      'Cinto de câmara de pneu',
      'Cinto de 3 cm de largura, resistente à água, com fivela de aço. É feito de câmara de pneu de moto lavada e costurada em dobro.',
    ],
    [
      'couro lacre',
      159,
      'Bolsa carteiro de couro',
      'Bolsa carteiro de 30×24 cm com aba e fecho de lacres de latinha. O couro vem de sobras de sapatarias, curtidas ao vegetal.',
    ],
    [
      'pneu',
      179,
      'Mochila de câmara de pneu',
      'Mochila impermeável de 20 litros para andar de bicicleta. É costurada com câmaras de pneu de bicicleta e de moto, lavadas.',
    ],
    [
      'lacre couro',
      29.9,
      'Chaveiro de lacres e couro',
      'Chaveiro de 9 cm com uma corrente de lacres presa a uma tira de couro. Os lacres são de latinhas juntadas por escolas parceiras.',
    ],
    [
      'couro',
      39.9,
      'Porta-copos de couro',
      'Jogo de quatro porta-copos de 10 cm com costura aparente. São recortados de sobras de couro de estofaria.',
    ],
    [
      'lacre couro',
      55,
      'Pulseira de lacres e couro',
      'Pulseira de 18 cm com lacres entrelaçados numa tira de couro. Os lacres de latinha foram polidos um a um.',
    ],
    [
      'pneu',
      64.9,
      'Estojo de câmara de pneu',
      'Estojo com zíper de 22×9 cm para ferramentas ou lápis. É feito de câmara de pneu de bicicleta, lavada e costurada.',
    ],
    [
      'couro',
      119,
      'Cinto de couro reciclado',
      'Cinto de 3,5 cm de largura, em tamanhos do 90 ao 110 cm. É montado com sobras de couro emendadas à mão.',
    ],
    [
      'couro',
      42,
      'Brincos de couro recortado',
      'Par de brincos leves em forma de folha, de 6 cm de comprimento. São recortados de sobras de couro de sapataria.',
    ],
    [
      'pneu',
      99,
      'Bolsa de câmara de pneu',
      'Bolsa tiracolo de 26×20 cm, impermeável. É costurada com câmaras de pneu de moto lavadas.',
      'inativo',
    ],
  ],
)

export const MADEIRA = catalogo(
  [
    ['madeira', 'Madeira de pallet', 'quilograma', 2, 'Pallets de descarte, desmontados e lixados.'],
    ['jornal', 'Papel jornal', 'grama', 8, 'Jornais antigos enrolados em canudos.'],
    ['papelao', 'Papelão ondulado', 'quilograma', 3, 'Caixas desmontadas de mercados do bairro.'],
  ],
  [
    [
      'madeira',
      149,
      'Floreira de pallet',
      'Floreira de 60 cm de comprimento para temperos ou flores, com dreno no fundo. As tábuas são de pallets de descarte, lixadas e tratadas.',
    ],
    [
      'madeira',
      89.9,
      'Cachepô de madeira de pallet',
      'Cachepô quadrado de 22 cm para vasos de até 20 cm. É montado com ripas de pallet desmontado e lixado.',
    ],
    [
      'madeira',
      119,
      'Bandeja de pallet com alças',
      'Bandeja de 50×35 cm com alças, para o café da manhã na cama. É feita de tábuas de pallet lixadas e envernizadas.',
    ],
    [
      'madeira',
      229,
      'Prateleira de pallet',
      'Par de prateleiras de 80 cm com mãos-francesas, que aguentam 15 kg cada. As tábuas vêm de pallets de descarte, lixados e tratados.',
    ],
    [
      'madeira',
      259,
      'Banco de pallet',
      'Banco firme de 45 cm de altura, com assento de 35 cm. É feito de madeira de pallet lixada e sem farpas.',
    ],
    [
      'jornal',
      59.9,
      'Tigela de papel machê',
      'Tigela decorativa de 25 cm de diâmetro, leve e envernizada. É modelada com papel jornal picado e cola natural.',
    ],
    [
      'jornal',
      79.9,
      'Cesto de jornal trançado',
      'Cesto de 30 cm de altura com alça, para revistas ou roupas. É trançado com canudos de jornal antigo e envernizado.',
    ],
    [
      'madeira',
      99.9,
      'Relógio de parede de pallet',
      'Relógio de 40 cm de diâmetro com mecanismo silencioso. O mostrador é de tábuas de pallet lixadas.',
    ],
    [
      'papelao',
      69.9,
      'Caderno de capa de papelão',
      'Caderno de 80 folhas, de 15×21 cm, com costura aparente e capa dura. A capa é de papelão ondulado de caixas de mercado, revestido com papel kraft.',
    ],
    [
      'madeira',
      39.9,
      'Porta-copos de madeira',
      'Jogo de seis porta-copos de 9 cm com suporte. São cortados de tábuas de pallet lixadas e envernizadas.',
    ],
    [
      'madeira papelao',
      169,
      'Mesa de centro de pallet',
      'Mesa de centro baixa, de 90×60 cm e 35 cm de altura. O tampo é de pallet lixado e a prateleira de baixo, de papelão prensado.',
    ],
    [
      'jornal',
      34.9,
      'Porta-lápis de jornal',
      'Porta-lápis de 12 cm de altura, firme e envernizado. É feito de canudos de jornal antigo enrolados à mão.',
    ],
    [
      'madeira',
      79.9,
      'Caixa de brinquedos de pallet',
      'Caixa de brinquedos de 40 cm com tampa, lixada e sem farpas. As tábuas são de pallets de descarte, com cantos arredondados.',
    ],
    [
      'madeira',
      189,
      'Luminária de madeira de pallet',
      'Luminária de mesa de 40 cm de altura, com cúpula de ripas. As ripas são de pallets de descarte, lixadas e enceradas.',
    ],
  ],
)

/** The blocked atelier's pieces: still active, hidden by the block (see demo-denuncias.ts). */
export const SUCATA = catalogo(
  [
    ['pet', 'Garrafa PET', 'unidade', 2, 'Garrafas PET recolhidas na vizinhança.'],
    ['tampinhas', 'Tampinhas plásticas', 'grama', 10, 'Tampinhas separadas por cor.'],
    ['lacre', 'Latinha de alumínio', 'unidade', 4, 'Latinhas de alumínio amassadas e limpas.'],
  ],
  [
    [
      'lacre',
      29.9,
      'Vaso de latinha pintada',
      'Vaso de 12 cm de altura pintado com tinta acrílica. É uma latinha de alumínio limpa, com a borda dobrada.',
    ],
    [
      'tampinhas',
      24.9,
      'Chaveiro de tampinhas coloridas',
      'Chaveiro de 7 cm com tampinhas empilhadas. As tampinhas foram separadas por cor na vizinhança.',
    ],
    [
      'lacre',
      49.9,
      'Luminária de latinhas',
      'Luminária de mesa de 30 cm de altura com recortes que desenham a luz. É feita de latinhas de alumínio recortadas.',
    ],
    [
      'lacre',
      19.9,
      'Porta-lápis de latinha',
      'Porta-lápis de 11 cm de altura enrolado em barbante. É uma latinha de alumínio limpa e sem rebarbas.',
    ],
    [
      'lacre',
      149,
      'Quadro de latinhas recortadas',
      'Quadro de 40×40 cm com flores de latinha em relevo. As latinhas de alumínio foram recortadas e pintadas.',
    ],
    [
      'tampinhas pet',
      89.9,
      'Puff de tampinhas e PET',
      'Puff de 38 cm de altura com tampo de tampinhas. A estrutura é de garrafas PET recolhidas na vizinhança.',
    ],
  ],
)
