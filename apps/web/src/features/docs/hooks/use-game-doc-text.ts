import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Text from a registered game's namespace by a key known only at run time (the docs index and
 * navigation list pages whose namespaces the registry names). Re-renders on a language change.
 */
export function useGameDocText(): (namespace: string, key: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (namespace: string, key: string) => {
      const translate = i18n.t.bind(i18n) as unknown as (key: string, options: object) => string;
      return translate(key, { ns: namespace, lng: language });
    },
    [i18n, language],
  );
}
