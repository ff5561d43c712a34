// Code lists kept as one object of labels (`{ valor: 'Rótulo' }`): the values a schema accepts are its keys.

/** The keys of a labels object, as the non-empty tuple `z.enum` takes, in the object's order. */
export function valoresDe<K extends string>(rotulos: Record<K, string>): [K, ...K[]] {
  return Object.keys(rotulos) as [K, ...K[]]
}
