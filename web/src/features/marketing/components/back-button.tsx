import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from './button-styles';

export function BackButton({ to = '/', label = 'Back to Home' }: { to?: string; label?: string }) {
  return (
    <Link to={to} className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
