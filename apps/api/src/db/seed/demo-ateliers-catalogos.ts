// What the other demo ateliers make: each its own raw materials (together with the demo seller's,
// every family and every unit of measure) and products drawn from them.
import type { UnidadeMedida } from '@recria/domain/constants'
import type { MateriaSeed, ProdutoSeed } from './back-office-data.ts'
import type { Familia } from './product-art.ts'

export interface CatalogoSeed {
  materias: MateriaSeed<Familia>[]
  produtos: ProdutoSeed<Familia>[]
}

type Materia = [Familia, string, UnidadeMedida, number, string]
/** Raw materials (space-separated keys), price in reais, name, description; `inativo` last if so. */
type Linha = [string, number, string, string, 'inativo'?]

function catalogo(materias: Materia[], linhas: Linha[]): CatalogoSeed {
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
    ['jeans', 129, 'Mochila de jeans reciclado', 'Mochila com bolso frontal e alças acolchoadas.'],
    ['jeans tecido', 89.9, 'Bolsa tiracolo de jeans', 'Forro de algodão, alça regulável e fecho imantado.'],
    ['lona', 59.9, 'Ecobag de lona de caminhão', 'Sacola robusta para a feira, lavável, de alças longas.'],
    ['tecido', 39.9, 'Sacola de retalhos', 'Sacola leve e dobrável, montada com retalhos coloridos.'],
    ['jeans', 74.9, 'Almofada de jeans', 'Almofada 40×40 cm com os bolsos da calça aproveitados.'],
    ['tecido', 64.9, 'Avental de cozinha de retalhos', 'Avental com bolso duplo e tiras longas.'],
    ['lona', 49.9, 'Necessaire de lona', 'Necessaire impermeável com zíper, para viagem.'],
    ['jeans', 34.9, 'Estojo de jeans', 'Estojo escolar com zíper e puxador de tecido.'],
    ['tecido', 29.9, 'Porta-copos de tecido', 'Quatro porta-copos acolchoados e laváveis.'],
    ['tecido', 79.9, 'Tapete de retalhos', 'Tapete de crochê com fio de retalhos, 80 cm.'],
    ['jeans', 45, 'Capa de caderno de jeans', 'Capa para caderno universitário, com porta-caneta.'],
    ['lona tecido', 99.9, 'Bolsa de lona estampada', 'Bolsa de ombro de lona com forro colorido.'],
    ['tecido', 54.9, 'Jogo americano de retalhos', 'Quatro jogos americanos de patchwork.', 'inativo'],
  ],
)

export const VIDRO = catalogo(
  [
    ['vidro', 'Garrafa de vidro', 'unidade', 1, 'Garrafas de vinho e cerveja recolhidas em bares.'],
    ['cacos', 'Caco de vidro colorido', 'grama', 20, 'Cacos separados por cor, lixados e lavados.'],
  ],
  [
    ['vidro', 119, 'Luminária pendente de garrafa', 'Pendente com garrafa cortada e fio de tecido.'],
    ['vidro', 69.9, 'Vaso de garrafa de vidro', 'Vaso de gargalo cortado, bordas lixadas à mão.'],
    ['vidro', 54.9, 'Copos de garrafa cortada', 'Jogo com três copos de fundo de garrafa.'],
    ['vidro', 39.9, 'Castiçal de garrafa de vidro', 'Castiçal com vela de cera de soja.'],
    ['vidro', 89.9, 'Terrário de garrafão', 'Terrário com musgo, pedrinhas e suculentas.'],
    ['cacos', 149, 'Fruteira de vidro fundido', 'Fruteira de cacos fundidos em forno de cerâmica.'],
    ['vidro', 79.9, 'Garrafa decorativa pintada', 'Garrafa pintada à mão, para flores secas.'],
    ['cacos', 59.9, 'Porta-velas de cacos de vidro', 'Porta-velas em mosaico que colore a luz.'],
    ['vidro cacos', 189, 'Luminária de mesa de vidro', 'Cúpula de garrafa sobre base de mosaico.'],
    ['cacos', 129, 'Mosaico de cacos de vidro', 'Quadro de 50×50 cm em mosaico de cacos.'],
    ['vidro', 44.9, 'Jarra de garrafa de vidro', 'Jarra de suco com alça de corda.'],
  ],
)

export const COURO = catalogo(
  [
    ['couro', 'Sobra de couro', 'centimetro', 0.3, 'Sobras de estofaria e sapataria, curtidas ao vegetal.'],
    ['pneu', 'Câmara de pneu', 'centimetro', 0.5, 'Câmaras de bicicleta e de moto, lavadas.'],
    ['lacre', 'Lacre de latinha', 'unidade', 5, 'Lacres polidos, juntados por escolas parceiras.'],
  ],
  [
    ['couro', 139, 'Carteira de couro costurada à mão', 'Carteira com oito divisões e moedeiro.'],
    ['couro', 69.9, 'Porta-cartões de couro legítimo', 'Porta-cartões fino com três divisões.'],
    ['pneu', 89.9, 'Cinto de câmara de pneu', 'Cinto resistente à água, com fivela de aço.'],
    ['couro lacre', 159, 'Bolsa carteiro de couro', 'Bolsa de ombro com aba e fecho de lacres.'],
    ['pneu', 179, 'Mochila de câmara de pneu', 'Mochila impermeável para bicicleta.'],
    ['couro', 49.9, 'Chaveiro de couro trançado', 'Chaveiro com argola dupla e couro trançado.'],
    ['couro', 39.9, 'Porta-copos de couro', 'Quatro porta-copos de couro com costura aparente.'],
    ['lacre couro', 55, 'Pulseira de lacres e couro', 'Pulseira com lacres entrelaçados em couro.'],
    ['pneu', 64.9, 'Estojo de câmara de pneu', 'Estojo com zíper para ferramentas ou lápis.'],
    ['couro', 119, 'Cinto de couro reciclado', 'Cinto de sobras de couro emendadas, 3,5 cm.'],
    ['lacre', 42, 'Brincos de lacre dourado', 'Brincos leves de lacre com banho dourado.'],
    ['pneu', 99, 'Bolsa de câmara de pneu', 'Bolsa tiracolo de câmara de pneu.', 'inativo'],
  ],
)

export const MADEIRA = catalogo(
  [
    ['madeira', 'Madeira de pallet', 'quilograma', 2, 'Pallets de descarte, desmontados e lixados.'],
    ['jornal', 'Papel jornal', 'grama', 8, 'Jornais antigos enrolados em canudos.'],
    ['papelao', 'Papelão ondulado', 'quilograma', 3, 'Caixas desmontadas de mercados do bairro.'],
  ],
  [
    ['madeira', 149, 'Floreira de pallet', 'Floreira de 60 cm com tábuas tratadas.'],
    ['madeira', 89.9, 'Cachepô de madeira de pallet', 'Cachepô para vasos de até 20 cm.'],
    ['madeira', 119, 'Bandeja de pallet com alças', 'Bandeja para café da manhã na cama.'],
    ['madeira', 229, 'Prateleira de pallet', 'Duas prateleiras de 80 cm com mãos-francesas.'],
    ['madeira', 259, 'Banco de pallet', 'Banco de 45 cm de altura, firme e lixado.'],
    ['jornal', 59.9, 'Tigela de papel machê', 'Tigela decorativa de jornal e cola natural.'],
    ['jornal', 79.9, 'Cesto de jornal trançado', 'Cesto trançado com canudos de jornal.'],
    ['madeira', 99.9, 'Relógio de parede de pallet', 'Relógio de 40 cm com mecanismo silencioso.'],
    ['papelao', 69.9, 'Caixa organizadora revestida', 'Caixa de papelão revestida com papel kraft.'],
    ['madeira', 39.9, 'Porta-copos de madeira', 'Seis porta-copos de madeira com suporte.'],
    ['papelao madeira', 169, 'Mesa de centro de pallet', 'Mesa baixa com tampo de pallet.'],
    ['jornal', 34.9, 'Porta-lápis de jornal', 'Porta-lápis de canudos de jornal envernizados.'],
    [
      'madeira',
      79.9,
      'Caixa de brinquedos de pallet',
      'Caixa de brinquedos de 40 cm com tampa, lixada e sem farpas.',
    ],
    ['madeira', 189, 'Luminária de madeira de pallet', 'Luminária de mesa com cúpula de ripas.'],
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
    ['pet', 29.9, 'Vaso de garrafa PET pintado', 'Vaso pintado com tinta acrílica.'],
    ['tampinhas', 24.9, 'Porta-copos de tampinhas coloridas', 'Seis porta-copos de tampinhas.'],
    ['lacre', 49.9, 'Luminária de latinhas', 'Luminária pendente de latinhas recortadas.'],
    ['lacre', 19.9, 'Porta-lápis de latinha', 'Porta-lápis de latinha com barbante.'],
    ['tampinhas', 149, 'Quadro de tampinhas', 'Quadro de 40×40 cm de tampinhas.'],
    ['pet tampinhas', 89.9, 'Puff de PET e tampinhas', 'Puff de garrafas PET com tampo de tampinhas.'],
  ],
)
