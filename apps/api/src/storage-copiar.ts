// `npm run storage:copiar`: copies DATA_DIR/uploads into the bucket of STORAGE_DRIVER=s3 (decision 033).
// Files already in the bucket are skipped, so it can run again; the database is not touched.
import { executarComando, falhar, lerConfiguracao } from './boot.ts'
import { copyToBucket } from './lib/storage-copy.ts'
import { createS3Storage, s3Options } from './lib/storage-s3.ts'

await executarComando(async () => {
  const config = lerConfiguracao()
  if (config.STORAGE_DRIVER !== 's3')
    falhar('Defina STORAGE_DRIVER=s3 e as variáveis S3_* do bucket de destino (veja .env.example).')

  const bucket = await createS3Storage(s3Options(config))
  console.log(`Copiando ${config.uploadsDir} para o bucket ${config.S3_BUCKET} (${config.S3_ENDPOINT})…`)
  const result = await copyToBucket(config.uploadsDir, bucket).catch((error: Error) =>
    falhar(`A cópia parou: ${error.message}. Rode o comando de novo: o que já foi copiado é pulado.`),
  )
  console.log(
    `${result.copiados} arquivo(s) copiado(s), ${result.existentes} já estava(m) no bucket.` +
      (result.ignorados.length > 0
        ? ` Ignorados (nomes que não são de imagens do Recria): ${result.ignorados.join(', ')}`
        : ''),
  )
})
