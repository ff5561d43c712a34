export function App() {
  return <main className="p-6">Recria</main>
}
