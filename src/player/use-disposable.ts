import { useEffect, useRef, useState } from 'react';

/**
 * Something made once for the component's life and disposed when it unmounts. The disposal waits
 * a task: StrictMode's trial unmount and remount, in one commit, leave it alive.
 */
export function useDisposable<T extends { dispose(): void }>(create: () => T): T {
  const [value] = useState(create);
  const disposal = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    clearTimeout(disposal.current);
    return () => {
      disposal.current = setTimeout(() => value.dispose(), 0);
    };
  }, [value]);
  return value;
}
