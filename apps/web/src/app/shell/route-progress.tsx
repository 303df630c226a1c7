import { useNavigation } from 'react-router';

/** The route-change loading overlay: a thin bar along the top while a page's code loads. */
export function RouteProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      data-testid="route-progress"
      role="progressbar"
      aria-busy="true"
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-accent/20"
    >
      <div className="h-full w-2/5 bg-gradient-to-r from-accent to-gold animate-progress rtl:-scale-x-100" />
    </div>
  );
}
