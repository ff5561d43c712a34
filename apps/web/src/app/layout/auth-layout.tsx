import { Recycle } from 'lucide-react'
import { Suspense } from 'react'
import { Link, Outlet } from 'react-router'
import { PageLoading } from '../../components/ui/spinner.tsx'
import { MAIN_ID, SkipLink } from './skip-link.tsx'

/** Sign-in, registration and password pages: centered, without side menus. */
export function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col items-center bg-stone-50 px-4 py-8 sm:py-12">
      <SkipLink />
      <header className="mb-6">
        <Link to="/" className="flex items-center gap-2 rounded-lg px-1 text-2xl font-bold text-marca-700">
          <Recycle aria-hidden="true" className="size-7" />
          Recria
        </Link>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="w-full max-w-lg focus:outline-none">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  )
}
