import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyPart } from './lazy-part';

function Greeting({ name }: { name: string }) {
  return <p>Привет, {name}</p>;
}

/** A chunk whose load the test settles by hand. */
function manualChunk() {
  const loads: { resolve(): void; reject(): void }[] = [];
  const load = () =>
    new Promise<typeof Greeting>((resolve, reject) => {
      loads.push({ resolve: () => resolve(Greeting), reject: () => reject(new Error('offline')) });
    });
  return { load, loads };
}

describe('lazyPart', () => {
  it('renders nothing while its chunk loads, then the part with its props', async () => {
    const chunk = manualChunk();
    const Part = lazyPart(chunk.load);
    render(<Part name="Аня" />);
    expect(screen.queryByText(/Привет/)).toBeNull();
    await act(async () => chunk.loads[0]?.resolve());
    expect(screen.getByText('Привет, Аня')).toBeInTheDocument();
  });

  it('renders at once, in its first render, once the chunk is in', async () => {
    const chunk = manualChunk();
    const Part = lazyPart(chunk.load);
    const preloaded = Part.preload();
    chunk.loads[0]?.resolve();
    await preloaded;
    // No act around the render's aftermath: the part must be there as the render returns.
    render(<Part name="Боря" />);
    expect(screen.getByText('Привет, Боря')).toBeInTheDocument();
    expect(chunk.loads).toHaveLength(1);
  });

  it('shows whenFailed when the chunk fails, and loads it again at its next mount', async () => {
    const chunk = manualChunk();
    const Part = lazyPart(chunk.load);
    const first = render(<Part name="Вера" whenFailed={<p>Не загрузилось</p>} />);
    await act(async () => chunk.loads[0]?.reject());
    expect(screen.getByText('Не загрузилось')).toBeInTheDocument();
    first.unmount();

    render(<Part name="Вера" whenFailed={<p>Не загрузилось</p>} />);
    expect(chunk.loads).toHaveLength(2);
    await act(async () => chunk.loads[1]?.resolve());
    expect(screen.getByText('Привет, Вера')).toBeInTheDocument();
    expect(screen.queryByText('Не загрузилось')).toBeNull();
  });

  it('loads the chunk once for every instance and preload', async () => {
    const chunk = manualChunk();
    const Part = lazyPart(chunk.load);
    void Part.preload();
    render(
      <>
        <Part name="Галя" />
        <Part name="Дима" />
      </>,
    );
    await act(async () => chunk.loads[0]?.resolve());
    expect(chunk.loads).toHaveLength(1);
    expect(screen.getByText('Привет, Галя')).toBeInTheDocument();
    expect(screen.getByText('Привет, Дима')).toBeInTheDocument();
  });
});
