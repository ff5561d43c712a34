import { comIdUsuario } from '../../../lib/session/com-id-usuario.tsx'
import { ReembolsosList } from '../components/reembolsos-list.tsx'

/** docs/product/reembolsos.md: /reembolsos. */
export default comIdUsuario(({ idUsuario }) => <ReembolsosList lado="vendedor" idUsuario={idUsuario} />)
