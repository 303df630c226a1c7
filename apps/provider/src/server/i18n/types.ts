import type { StringKey } from './en';

export type Strings = Readonly<Record<StringKey, string>>;
