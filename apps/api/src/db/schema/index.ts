// drizzle-kit and the client read every table from here.
export * from './back-office.ts'
export * from './carrinho.ts'
export * from './catalogo.ts'
export * from './mercadopago.ts'
export * from './notificacoes.ts'
export * from './pedidos.ts'
export * from './pedidos-totais.ts'
export * from './usuarios.ts'
