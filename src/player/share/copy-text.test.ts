import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text';
import { defineGlobal, restoreGlobals } from './share-test-globals';

function setClipboard(writeText: (text: string) => Promise<void>) {
  defineGlobal(navigator, 'clipboard', { writeText });
}

function setExecCommand(run: (command: string) => boolean) {
  const execCommand = vi.fn(run);
  defineGlobal(document, 'execCommand', execCommand);
  return execCommand;
}

describe('copyText', () => {
  let copiedByFallback: string[];

  beforeEach(() => {
    copiedByFallback = [];
  });

  afterEach(() => {
    restoreGlobals();
    document.body.replaceChildren();
  });

  // What the fallback would copy: the selected text of the focused textarea at execCommand time.
  const recordSelection = (command: string) => {
    const area = document.activeElement;
    if (command !== 'copy' || !(area instanceof HTMLTextAreaElement)) return false;
    copiedByFallback.push(area.value.slice(area.selectionStart, area.selectionEnd));
    return true;
  };

  it('writes with the Clipboard API when it works, without the fallback', async () => {
    const writeText = vi.fn(async () => undefined);
    setClipboard(writeText);
    const execCommand = setExecCommand(recordSelection);

    await expect(copyText('https://a.test/?movie_id=1')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://a.test/?movie_id=1');
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('falls back to a selected textarea when the Clipboard API rejects, and restores focus', async () => {
    setClipboard(vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError'))));
    const execCommand = setExecCommand(recordSelection);
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();

    await expect(copyText('Tom & Jerry «1»')).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copiedByFallback).toEqual(['Tom & Jerry «1»']);
    expect(document.querySelector('textarea')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('uses the fallback when there is no Clipboard API', async () => {
    defineGlobal(navigator, 'clipboard', undefined);
    setExecCommand(recordSelection);

    await expect(copyText('link')).resolves.toBe(true);
    expect(copiedByFallback).toEqual(['link']);
  });

  it('resolves false when both fail', async () => {
    setClipboard(vi.fn(async () => Promise.reject(new Error('insecure context'))));
    const execCommand = setExecCommand(() => false);

    await expect(copyText('link')).resolves.toBe(false);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('resolves false when execCommand throws or is missing', async () => {
    setClipboard(vi.fn(async () => Promise.reject(new Error('denied'))));
    setExecCommand(() => {
      throw new Error('not supported');
    });
    await expect(copyText('link')).resolves.toBe(false);
    expect(document.querySelector('textarea')).toBeNull();

    defineGlobal(document, 'execCommand', undefined);
    await expect(copyText('link')).resolves.toBe(false);
  });
});
