import { comIdUsuario } from '../../../lib/session/com-id-usuario.tsx'
import { ReembolsosList } from '../components/reembolsos-list.tsx'

/** docs/product/reembolsos.md: /pagamentos-reembolsos. */
export default comIdUsuario(({ idUsuario }) => <ReembolsosList lado="comprador" idUsuario={idUsuario} />)
