import { Link } from 'react-router'

export function AppFooter() {
  return (
    <footer className="border-t border-stone-200 bg-white px-4 py-4 text-center text-xs text-stone-600 md:px-8">
      <p>
        © Recria — produtos artesanais feitos de materiais recicláveis.{' '}
        <Link to="/politica-privacidade-termos-uso" className="font-medium text-marca-700 underline">
          Política de Privacidade e Termos de Uso
        </Link>
        {' · '}
        <Link to="/como-funciona" className="font-medium text-marca-700 underline">
          Como funciona a forma sustentável
        </Link>
      </p>
    </footer>
  )
}
