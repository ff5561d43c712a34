/** The terms (docs/product/README.md), as policy text. */
export const termsSections: { title: string; body: string[] }[] = [
  {
    title: '1. Sobre a Recria',
    body: [
      'A Recria é um marketplace que aproxima artesãos que criam produtos a partir de materiais recicláveis e pessoas que desejam comprá-los. Ao criar uma conta ou utilizar a plataforma, você declara que leu e concorda com esta Política de Privacidade e com estes Termos de Uso.',
    ],
  },
  {
    title: '2. Contas e perfis',
    body: [
      'Cada conta pode ter o perfil de Comprador, de Vendedor ou ambos, e o perfil que faltar pode ser adicionado depois, na página do perfil.',
      'Você é responsável pela veracidade dos dados informados e pela guarda da sua senha. Por segurança, cada sessão expira 30 minutos após o login.',
    ],
  },
  {
    title: '3. Obrigações dos vendedores',
    body: [
      'O vendedor deve confirmar cada pedido recebido em até 48 horas.',
      'Para publicar anúncios e receber pagamentos, o vendedor deve manter uma conta ativa no provedor de pagamentos (Mercado Pago) conectada à sua conta na Recria.',
    ],
  },
  {
    title: '4. Pagamento sustentável',
    body: [
      'Além do pagamento padrão, pelo preço integral, o vendedor pode aceitar o pagamento sustentável: o comprador paga um valor menor em dinheiro e completa o restante com créditos que representam uma quantidade de matéria-prima reciclável.',
      'O desconto do pagamento sustentável fica entre 8% e 35% do preço do produto, conforme a conversão definida pelo vendedor.',
    ],
  },
  {
    title: '5. Avaliações',
    body: [
      'Após a entrega do pedido, o comprador pode avaliar o vendedor com uma nota de 1 a 5 estrelas e um comentário. As avaliações devem ser honestas e respeitosas.',
    ],
  },
  {
    title: '6. Denúncias e moderação',
    body: [
      'Qualquer usuário pode denunciar um anúncio que viole estes termos.',
      'Um anúncio é desativado automaticamente a cada 5 denúncias recebidas (ao atingir 5, 10, 15 denúncias e assim por diante).',
      'O vendedor é bloqueado por 15 dias a cada 5 denúncias recebidas em seus anúncios. Durante o bloqueio, seus anúncios não aparecem no catálogo e ele não pode criar nem ativar anúncios.',
    ],
  },
  {
    title: '7. Privacidade e dados pessoais',
    body: [
      'Coletamos apenas os dados necessários para o funcionamento da plataforma: nome, e-mail, CPF ou CNPJ, telefone, foto de perfil (opcional) e os dados dos seus pedidos. Eles são usados para identificar você, processar pedidos e pagamentos, enviar notificações e cumprir obrigações legais.',
      'Os pagamentos são processados pelo Mercado Pago; a Recria não armazena dados de cartão. Os dados de contato necessários à entrega são compartilhados apenas entre comprador e vendedor do mesmo pedido.',
      'Usamos somente um cookie essencial, que mantém a sua sessão. Nos termos da Lei Geral de Proteção de Dados (Lei nº 13.709/2018), você pode pedir acesso, correção ou exclusão dos seus dados pelo contato abaixo.',
    ],
  },
]
