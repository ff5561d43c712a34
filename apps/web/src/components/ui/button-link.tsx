import { Link, type LinkProps } from 'react-router'
import { type ButtonSize, type ButtonVariant, buttonClasses } from './button.tsx'

/** A link that looks like a button (the main one by default). */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  ...props
}: LinkProps & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <Link {...props} className={buttonClasses(variant, size)} />
}
