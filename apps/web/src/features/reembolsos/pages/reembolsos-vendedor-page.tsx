import { comIdUsuario } from '../../../lib/session/com-id-usuario.tsx'
import { ReembolsosList } from '../components/reembolsos-list.tsx'

/** Spec part 2 §2 'Refunds (seller)': /reembolsos. */
export default comIdUsuario(({ idUsuario }) => <ReembolsosList lado="vendedor" idUsuario={idUsuario} />)
