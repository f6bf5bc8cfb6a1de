import Hls, { ErrorDetails, ErrorTypes } from 'hls.js';
import { describe, expect, it } from 'vitest';
import { isBufferingError, type PlayerErrorKind } from '../lib/player-error';
import { playerErrorOfElement, playerErrorOfHls } from './hls-error';

const streamUrl = 'https://media.test/film/master.m3u8';

describe('playerErrorOfHls', () => {
  // hls.js's own enums, so that a renamed type or detail in a new hls.js fails here.
  it.each<[ErrorTypes, ErrorDetails, boolean, PlayerErrorKind, boolean]>([
    [ErrorTypes.NETWORK_ERROR, ErrorDetails.MANIFEST_LOAD_ERROR, true, 'manifest', false],
    [ErrorTypes.NETWORK_ERROR, ErrorDetails.MANIFEST_LOAD_TIMEOUT, true, 'manifest', false],
    [ErrorTypes.NETWORK_ERROR, ErrorDetails.MANIFEST_PARSING_ERROR, true, 'manifest', false],
    [ErrorTypes.NETWORK_ERROR, ErrorDetails.FRAG_LOAD_ERROR, false, 'network', false],
    [ErrorTypes.NETWORK_ERROR, ErrorDetails.LEVEL_LOAD_ERROR, true, 'network', false],
    [ErrorTypes.NETWORK_ERROR, ErrorDetails.FRAG_LOAD_TIMEOUT, false, 'network', false],
    [ErrorTypes.MEDIA_ERROR, ErrorDetails.BUFFER_STALLED_ERROR, false, 'media', true],
    [ErrorTypes.MEDIA_ERROR, ErrorDetails.BUFFER_NUDGE_ON_STALL, false, 'media', true],
    [ErrorTypes.MEDIA_ERROR, ErrorDetails.BUFFER_APPEND_ERROR, true, 'media', true],
    [ErrorTypes.MEDIA_ERROR, ErrorDetails.FRAG_PARSING_ERROR, true, 'media', false],
    // A media error hls.js raises about the manifest is recovered as media, not shown as the URL.
    [ErrorTypes.MEDIA_ERROR, ErrorDetails.MANIFEST_INCOMPATIBLE_CODECS_ERROR, true, 'media', false],
    [ErrorTypes.KEY_SYSTEM_ERROR, ErrorDetails.KEY_SYSTEM_NO_KEYS, true, 'other', false],
    [ErrorTypes.MUX_ERROR, ErrorDetails.REMUX_ALLOC_ERROR, true, 'other', false],
    [ErrorTypes.OTHER_ERROR, ErrorDetails.INTERNAL_EXCEPTION, true, 'other', false],
  ])('%s %s (fatal %s) is %s, buffering: %s', (type, details, fatal, kind, buffering) => {
    const data = { type, details, fatal };
    const error = playerErrorOfHls(data, streamUrl, Hls);
    expect(error).toEqual({
      kind,
      detail: details,
      fatal,
      cause: data,
      ...(kind === 'manifest' ? { url: streamUrl } : {}),
    });
    expect(error.cause).toBe(data);
    expect(isBufferingError(error)).toBe(buffering);
  });
});

describe('playerErrorOfElement', () => {
  it('names a MediaError after its code, a fatal media error with the MediaError as cause', () => {
    const mediaError = { code: 3, message: 'PIPELINE_ERROR_DECODE' } as MediaError;
    expect(playerErrorOfElement(mediaError)).toEqual({
      kind: 'media',
      detail: 'mediaError3',
      fatal: true,
      cause: mediaError,
    });
  });

  it('says mediaError alone when the element has no error to tell', () => {
    expect(playerErrorOfElement(null)).toMatchObject({ kind: 'media', detail: 'mediaError' });
  });
});
