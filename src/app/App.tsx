import { useMemo } from 'react';
import { Router, useLocation } from 'wouter';
import { ServicesProvider, type Services } from '../lib/services';
import { createBaseLocation } from './router/base-location';
import { ErrorBoundary } from './ErrorBoundary';
import { AppRoutes } from './routes';

export function App({ services }: { services: Services }) {
  const location = useMemo(() => createBaseLocation(services.options.basePath), [services.options.basePath]);
  return (
    <ServicesProvider services={services}>
      <Router hook={location.hook} hrefs={location.href}>
        <div className="bank-root" role="region" aria-label="Online banking">
          <OuterBoundary />
        </div>
      </Router>
    </ServicesProvider>
  );
}

/** The last resort, for a layout that fails; screens fail inside their layout's own boundary. */
function OuterBoundary() {
  const [path] = useLocation();
  return (
    <ErrorBoundary resetKey={path}>
      <AppRoutes />
    </ErrorBoundary>
  );
}
