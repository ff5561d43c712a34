// The page's first script, and the only one that runs before the first paint: index.html's static
// shell (the header and 'Carregando...') is drawn with its stylesheet alone, then the app starts.
// The app's script is already downloading beside this one (its modulepreload link, marked data-app).
// Plain JavaScript, copied into the build as it is (vite.config.ts, firstPaint).
let started = false
const start = () => {
  if (started) return
  started = true
  import(document.querySelector('link[data-app]').href)
}
// A timer set inside a frame's callback runs once that frame is drawn. A tab opened in the
// background draws no frame: the plain timer starts the app there.
requestAnimationFrame(() => setTimeout(start))
setTimeout(start, 500)
