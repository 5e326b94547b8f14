import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BrowserRouter, useNavigate, useRoutes } from 'react-router';
import { refetchUnlessJustOpened, setUnauthorizedHandler } from '../api';
import { routes } from './routes';
import { ToastHost } from './ToastHost';

/**
 * The app's one query cache; main.tsx fills it with the opened page's first data before the first render, which the
 * page's queries then take as read on mounting (api/opening-reads.ts) rather than asking for it a second time.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, refetchOnMount: refetchUnlessJustOpened },
    mutations: { retry: false },
  },
});

/** A 401 on a session call (the token is already cleared) sends the customer to Log In without a reload. */
function useLoginOnUnauthorized() {
  const navigate = useNavigate();
  useEffect(() => setUnauthorizedHandler(() => navigate('/?login=true')), [navigate]);
}

/** The routes plus the 401 redirect; tests render this inside a MemoryRouter. */
export function AppRoutes() {
  useLoginOnUnauthorized();
  return useRoutes(routes);
}

// Declarative routing (BrowserRouter) rather than a data router: the screens fetch their own data, and this
// keeps about 17 KB gzipped of router code out of the first bundle.
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <ToastHost />
    </QueryClientProvider>
  );
}
