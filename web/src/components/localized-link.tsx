import { Link as RouterLink, type LinkProps } from 'react-router';
import { localizePath } from '@/config/routes';
import { useLocale } from '@/i18n';

/**
 * react-router's Link that keeps the visitor on the public pages of their language: `to="/gold"`
 * is "/es/gold" in Spanish (the pre-rendered Spanish page). Other paths are left as they are.
 */
export function Link({ to, ...props }: LinkProps) {
  const [locale] = useLocale();
  return <RouterLink to={typeof to === 'string' ? localizePath(to, locale) : to} {...props} />;
}
