import { Link } from 'react-router';
import { BrandLink } from './brand';
import { focusRing } from './button-styles';
import { cn } from './cn';

const columns = [
  {
    title: 'Trading',
    links: [
      { to: '/gold', label: 'Gold' },
      { to: '/silver', label: 'Silver' },
      { to: '/platinum', label: 'Platinum' },
      { to: '/palladium', label: 'Palladium' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/investor', label: 'Investors' },
      { to: '/sharjah', label: 'Government Partnership' },
      { to: '/compliance', label: 'AML Compliance' },
      { to: '/trader-registration', label: 'Become a Gold Trader' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: '/login', label: 'Sign In' },
      { to: '/register', label: 'Create Account' },
      { to: '/#contact', label: 'Contact Us' },
      { to: '/#scanner', label: 'Verify a Bar' },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className="border-t border-stone-800 bg-stone-950 px-4 py-12 sm:px-6 lg:px-8">
      <div className="mx-auto grid max-w-6xl gap-10 md:grid-cols-4">
        <div>
          <BrandLink />
          <p className="mt-4 text-sm text-stone-400">
            Gold-backed digital assets, physical bullion and verified provenance for investors in
            50+ countries.
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={`${column.title} links`}>
            <h2 className="text-sm font-semibold tracking-wider text-white uppercase">
              {column.title}
            </h2>
            <ul className="mt-4 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link
                    to={link.to}
                    className={cn('rounded text-stone-300 hover:text-[#f0c14b]', focusRing)}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="mx-auto mt-10 max-w-6xl border-t border-stone-800 pt-6 text-xs text-stone-400">
        © {new Date().getFullYear()} Aurum. Precious metals involve risk; figures on marketing
        pages are illustrative.
      </p>
    </footer>
  );
}
