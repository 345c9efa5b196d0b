import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { sessionHintKey } from '@/lib/auth';
import { browserNavigation } from '@/lib/navigation';
import { AppRoutes } from '@/app/app-routes';
import { jsonResponse, makeUser, mockFetch, renderWithApp } from '@/testing/test-utils';

const signedOut = () =>
  mockFetch({ 'GET /api/auth/user': jsonResponse({ code: 'unauthorized', message: 'Sign in' }, 401, 'Unauthorized') });

describe('AppRoutes', () => {
  afterEach(() => localStorage.removeItem(sessionHintKey));

  it('sends no session request on the landing page for a visitor who never signed in here', async () => {
    const fetch = signedOut();
    renderWithApp(<AppRoutes />, { path: '/' });
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => String(url))).not.toContain('/api/auth/user');
  }, 15_000);

  it('asks for the session on the landing page once a session was seen here, and forgets it on a 401', async () => {
    localStorage.setItem(sessionHintKey, '1');
    const fetch = signedOut();
    renderWithApp(<AppRoutes />, { path: '/' });
    await waitFor(() => expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/api/auth/user'));
    await waitFor(() => expect(localStorage.getItem(sessionHintKey)).toBeNull());
  });

  it('remembers a session user, so public pages ask next time', async () => {
    mockFetch({ 'GET /api/auth/user': jsonResponse(makeUser()) });
    renderWithApp(<AppRoutes />, { path: '/dashboard' });
    await waitFor(() => expect(localStorage.getItem(sessionHintKey)).toBe('1'));
  });

  it('shows a centred spinner while the session loads', () => {
    mockFetch({ 'GET /api/auth/user': () => new Promise<Response>(() => {}) });
    renderWithApp(<AppRoutes />, { path: '/orders' });
    expect(screen.getByTestId('page-spinner')).toBeInTheDocument();
  });

  it('renders a public page as signed out while the session loads, as it was pre-rendered', async () => {
    mockFetch({ 'GET /api/auth/user': () => new Promise<Response>(() => {}) });
    renderWithApp(<AppRoutes />, { path: '/gold' });
    expect(
      await screen.findByRole('heading', { level: 1, name: /Invest in Gold/ }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('page-spinner')).not.toBeInTheDocument();
  }, 15_000);

  it('tells a signed-out visitor to /profile “Unauthorized”, then goes to /api/login after 500 ms', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    signedOut();
    renderWithApp(<AppRoutes />, { path: '/profile' });
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'), { timeout: 1500 });
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
    assign.mockRestore();
  });

  it('sends a signed-out visit to /orders to the sign-in page', async () => {
    signedOut();
    renderWithApp(<AppRoutes />, { path: '/orders' });
    // The first lazy page of the file is transformed on demand: slow on a loaded machine.
    expect(await screen.findByRole('heading', { name: 'Welcome back' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('shows the 404 page at an unknown path when signed out', async () => {
    signedOut();
    renderWithApp(<AppRoutes />, { path: '/nowhere' });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/forget to add the page/)).toBeInTheDocument();
  });

  it('shows the 404 page at an unknown path when signed in', async () => {
    mockFetch({ 'GET /api/auth/user': jsonResponse(makeUser()) });
    renderWithApp(<AppRoutes />, { path: '/nowhere' });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('greets a client on the dashboard inside the signed-in layout', async () => {
    mockFetch({ 'GET /api/auth/user': jsonResponse(makeUser({ firstName: 'Ada' })) });
    renderWithApp(<AppRoutes />, { path: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByTestId('role-badge')[0]).toHaveTextContent('Client');
  });

  it('signs out an open signed-in page whose data answers that the session is gone (an admin suspended the account)', async () => {
    localStorage.setItem(sessionHintKey, '1');
    let answerOrders: (response: Response) => void = () => {};
    mockFetch({
      'GET /api/auth/user': jsonResponse(makeUser({ firstName: 'Ada' })),
      'GET /api/orders': () => new Promise<Response>((resolve) => (answerOrders = resolve)),
    });
    renderWithApp(<AppRoutes />, { path: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' }, { timeout: 5000 })).toBeInTheDocument();
    answerOrders(jsonResponse({ code: 'unauthorized', message: 'Sign in to continue' }, 401, 'Unauthorized'));
    expect(await screen.findByRole('heading', { name: 'Welcome back' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.queryByTestId('role-badge')).toBeNull();
    expect(localStorage.getItem(sessionHintKey)).toBeNull();
  });

  it.each([
    [
      '/dashboard',
      ['/api/real-time-prices', '/api/products', '/api/portfolio/summary', '/api/portfolio', '/api/orders'],
    ],
    ['/products', ['/api/products', '/api/real-time-prices']],
    ['/portfolio', ['/api/portfolio/summary', '/api/portfolio', '/api/real-time-prices']],
    ['/cart', ['/api/cart', '/api/cart/totals']],
  ])("asks for %s's data once the session is known, before the layout shows the page", async (path, wanted) => {
    // The settings never answer, so the layout never shows the page: only the route's prefetch asks.
    const fetch = mockFetch({
      'GET /api/auth/user': jsonResponse(makeUser()),
      'GET /api/settings': () => new Promise<Response>(() => {}),
    });
    renderWithApp(<AppRoutes />, { path });
    const asked = () => fetch.mock.calls.map(([url]) => String(url));
    await waitFor(() => expect(asked()).toEqual(expect.arrayContaining(wanted)), { timeout: 5000 });
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('greets an unnamed client as Investor', async () => {
    localStorage.setItem(sessionHintKey, '1'); // this browser signed in before: `/` asks for the session
    mockFetch({ 'GET /api/auth/user': jsonResponse(makeUser({ firstName: '' })) });
    renderWithApp(<AppRoutes />, { path: '/' });
    // `/` first renders the public landing page while the session loads (as pre-rendered), then the dashboard.
    expect(
      await screen.findByRole('heading', { name: 'Welcome back, Investor' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  }, 15_000);

  it('gives a gold trader the trading dashboard and the trader menu', async () => {
    localStorage.setItem(sessionHintKey, '1');
    mockFetch({ 'GET /api/auth/user': jsonResponse(makeUser({ role: 'gold_trader' })) });
    renderWithApp(<AppRoutes />, { path: '/' });
    expect(await screen.findByRole('heading', { name: 'Trading Dashboard' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inventory' })).toHaveAttribute('href', '/inventory');
    expect(screen.getByTestId('role-badge')).toHaveTextContent('Gold Trader');
  }, 15_000);
});
