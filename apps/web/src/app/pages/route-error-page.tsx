import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { NotFoundPage } from './not-found-page';

/** The router's error element: a failed page load or a render error inside a route. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorFallback />;
}

export function ErrorFallback() {
  const { t } = useTranslation();
  return (
    <section
      role="alert"
      data-testid="error-page"
      className="mx-auto mt-16 max-w-md px-4 text-center"
    >
      <TriangleAlert aria-hidden="true" className="mx-auto mb-4 size-12 text-accent" />
      <h1 className="mb-3 text-2xl font-extrabold">{t('error.title')}</h1>
      <p className="mb-8 leading-relaxed text-fog">{t('error.text')}</p>
      <Button size="lg" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </Button>
    </section>
  );
}
