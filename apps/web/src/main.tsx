import './lib/zod-sem-eval.ts'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app.tsx'
import './index.css'

const root = document.getElementById('root')
if (root) {
  const app = createRoot(root)
  // A transition: React renders the first screen in slices, giving the phone's main thread back
  // between them instead of holding it for the whole tree.
  startTransition(() =>
    app.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  )
}
