import type { ComponentType } from 'react';
import { loadNamespaces } from '@/lib/i18n';
import { findGameDoc, GAME_DOCS } from './game-docs';

/**
 * The docs navigation names every game page, so every docs route loads the `docs` namespace and
 * each registered game's namespace (a few small files, each its own chunk).
 */
export async function loadDocsText(): Promise<void> {
  await loadNamespaces('docs', ...new Set(GAME_DOCS.map((entry) => entry.namespace)));
}

const loadedPages = new Map<string, ComponentType>();

/** Loads a game page's chunk and text before it renders (a route loader). */
export async function loadGameDoc(slug: string | undefined): Promise<void> {
  const entry = findGameDoc(slug);
  if (!entry) {
    await loadDocsText();
    return;
  }
  const [module] = await Promise.all([entry.load(), loadDocsText()]);
  loadedPages.set(entry.slug, module.GameDocPage);
}

/** The page body loaded by `loadGameDoc`, or undefined for an unknown slug. */
export function loadedGameDoc(slug: string | undefined): ComponentType | undefined {
  return slug === undefined ? undefined : loadedPages.get(slug);
}
