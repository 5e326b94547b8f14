import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a named export, so feature modules keep named exports and each lazy route is its own chunk.
 */
export function lazyPage<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  return lazy(async () => {
    const module = await load();
    return { default: module[name] as ComponentType<Record<string, never>> & Module[Name] };
  });
}
