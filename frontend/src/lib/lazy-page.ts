import { createElement, lazy, type ComponentProps, type ComponentType, type JSX, type JSXElementConstructor } from 'react';

type Component<Props> = ComponentType<Props> & JSXElementConstructor<Props>;
type PropsOf<Part> = Part extends JSXElementConstructor<infer Props> ? Props : Record<string, never>;

export interface LazyPage<Props> {
  (props: Props): JSX.Element;
  /** Fetches the chunk; once it is there the page renders at once, without suspending. */
  preload: () => Promise<unknown>;
}

/**
 * React.lazy for a named export, so feature modules keep named exports and each lazy page is its own chunk. Once its
 * module is loaded (by `preload`, as main.tsx does for the page being opened before the first render, or by an earlier
 * visit) it renders straight away: React.lazy alone suspends at least once, which showed the 'Loading…' fallback for
 * a moment and then moved the footer (a layout shift) even when the chunk was already in.
 */
export function lazyPage<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name): LazyPage<PropsOf<Module[Name]>> {
  type Props = PropsOf<Module[Name]>;
  let loaded: Component<Props> | undefined;
  let loading: Promise<Component<Props>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => (loaded = module[name] as Component<Props>),
      (error: unknown) => {
        loading = undefined; // a later visit tries the network again
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(async () => ({ default: await preload() }));
  const Page = (props: Props) => createElement(loaded ?? Suspending, props as ComponentProps<typeof Suspending>);
  return Object.assign(Page, { preload });
}
