// `npm run dev`: the API with reload on port 3000 and Vite on 5173 proxying /api to it.
import { spawn } from 'node:child_process'

const children = [
  spawn('npm', ['run', 'dev', '-w', '@recria/api'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@recria/web'], { stdio: 'inherit' }),
]
const stop = () => {
  for (const child of children) child.kill('SIGINT')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) child.on('exit', () => stop())
