import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** A component of a chunk loaded on demand; preload() fetches the chunk ahead of the first use. */
export interface LazyPart<Props> {
  (props: Props & { whenFailed?: ReactNode }): ReactNode;
  preload(): Promise<void>;
}

/**
 * Like React.lazy, with two differences a player needs: once its chunk is in, the part renders at
 * once (no Suspense flash when a menu opens), and a chunk that fails to load (a bad network, a new
 * release that replaced it) shows `whenFailed`, or nothing, and is fetched again at the part's
 * next mount, instead of taking the playing film to the error screen.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyPart<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const fetchPart = () =>
    (loading ??= load().then(
      (part) => (loaded = part),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  function Part({ whenFailed, ...props }: Props & { whenFailed?: ReactNode }) {
    const [state, setState] = useState<'loading' | 'loaded' | 'failed'>(() =>
      loaded ? 'loaded' : 'loading',
    );
    useEffect(() => {
      if (state !== 'loading') return;
      let mounted = true;
      fetchPart().then(
        () => mounted && setState('loaded'),
        () => mounted && setState('failed'),
      );
      return () => {
        mounted = false;
      };
    }, [state]);
    if (state === 'failed') return whenFailed ?? null;
    const Loaded = loaded;
    return Loaded ? <Loaded {...(props as Props)} /> : null;
  }
  Part.preload = () =>
    fetchPart().then(
      () => undefined,
      () => undefined,
    );
  return Part;
}
