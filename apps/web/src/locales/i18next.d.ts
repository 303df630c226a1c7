import 'i18next';
import type en from './en/common.json';

// Translation keys are checked at compile time against the English file.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof en };
  }
}
